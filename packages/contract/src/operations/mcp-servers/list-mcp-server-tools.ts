import { defineOperation } from "../../operation.ts";
import {
  ListMcpToolsResponseSchema,
  McpEnvironmentQuerySchema,
  McpServerParamsSchema,
} from "./mcp-server-schemas.ts";

export const listMcpServerTools = defineOperation({
  operationId: "conversationalAi.mcpServers.tools.list",
  method: "GET",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/tools",
  summary: "The tools an MCP server offers now, asked live",
  description:
    "`success: false` with `error_message` when the server cannot be reached or answers wrongly. `tool_approval_statuses` say, per tool, whether it is approved as it is described now.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: McpServerParamsSchema, query: McpEnvironmentQuerySchema },
  responses: { 200: ListMcpToolsResponseSchema },
  errors: ["mcp_server_not_found"],
});
