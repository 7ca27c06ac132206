import { defineOperation } from "../../operation.ts";
import {
  McpToolConfigOverrideFieldsSchema,
  mcpRequestBody,
  mcpToolName,
} from "./mcp-server-config-schema.ts";
import {
  McpEnvironmentQuerySchema,
  McpServerParamsSchema,
  McpServerResponseSchema,
} from "./mcp-server-schemas.ts";

export const createMcpToolConfig = defineOperation({
  operationId: "conversationalAi.mcpServers.toolConfigs.create",
  method: "POST",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/tool-configs",
  summary: "Give one tool of an MCP server its own settings",
  description:
    "Refused (409 `mcp_tool_config_exists`) when the tool has its settings already: change them with PATCH.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: McpServerParamsSchema,
    query: McpEnvironmentQuerySchema,
    body: mcpRequestBody(McpToolConfigOverrideFieldsSchema.extend({ tool_name: mcpToolName })),
  },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found", "mcp_tool_config_exists", "forbidden"],
});
