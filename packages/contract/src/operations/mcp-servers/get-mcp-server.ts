import { defineOperation } from "../../operation.ts";
import { McpServerParamsSchema, McpServerResponseSchema } from "./mcp-server-schemas.ts";

export const getMcpServer = defineOperation({
  operationId: "conversationalAi.mcpServers.get",
  method: "GET",
  path: "/v1/convai/mcp-servers/{mcp_server_id}",
  summary: "An MCP server of the workspace",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: McpServerParamsSchema },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found"],
});
