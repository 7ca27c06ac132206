import { defineOperation } from "../../operation.ts";
import { McpToolConfigOverrideSchema } from "./mcp-server-config-schema.ts";
import { McpServerToolParamsSchema } from "./mcp-server-schemas.ts";

export const getMcpToolConfig = defineOperation({
  operationId: "conversationalAi.mcpServers.toolConfigs.get",
  method: "GET",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/tool-configs/{tool_name}",
  summary: "One tool's own settings",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: McpServerToolParamsSchema },
  responses: { 200: McpToolConfigOverrideSchema },
  errors: ["mcp_server_not_found", "mcp_tool_config_not_found"],
});
