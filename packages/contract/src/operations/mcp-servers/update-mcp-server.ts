import { defineOperation } from "../../operation.ts";
import { McpServerSettingsSchema, mcpRequestBody } from "./mcp-server-config-schema.ts";
import { McpServerParamsSchema, McpServerResponseSchema } from "./mcp-server-schemas.ts";

export const updateMcpServer = defineOperation({
  operationId: "conversationalAi.mcpServers.update",
  method: "PATCH",
  path: "/v1/convai/mcp-servers/{mcp_server_id}",
  summary: "Change an MCP server's settings",
  description:
    "Fields left out stay as they were; `request_headers` and `request_meta` replace the stored ones whole. The URL, name and transport are kept. Only the server's creator or a workspace admin may change it.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: McpServerParamsSchema, body: mcpRequestBody(McpServerSettingsSchema.partial()) },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found", "secret_not_found", "forbidden"],
});
