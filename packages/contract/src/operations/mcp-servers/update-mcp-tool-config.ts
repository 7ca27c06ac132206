import { defineOperation } from "../../operation.ts";
import { McpToolConfigOverrideFieldsSchema, mcpRequestBody } from "./mcp-server-config-schema.ts";
import {
  McpEnvironmentQuerySchema,
  McpServerResponseSchema,
  McpServerToolParamsSchema,
} from "./mcp-server-schemas.ts";

export const updateMcpToolConfig = defineOperation({
  operationId: "conversationalAi.mcpServers.toolConfigs.update",
  method: "PATCH",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/tool-configs/{tool_name}",
  summary: "Change one tool's own settings",
  description: "Fields left out stay as they were.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: McpServerToolParamsSchema,
    query: McpEnvironmentQuerySchema,
    body: mcpRequestBody(McpToolConfigOverrideFieldsSchema),
  },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found", "mcp_tool_config_not_found", "forbidden"],
});
