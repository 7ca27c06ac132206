import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { McpServerParamsSchema } from "./mcp-server-schemas.ts";

export const deleteMcpServer = defineOperation({
  operationId: "conversationalAi.mcpServers.delete",
  method: "DELETE",
  path: "/v1/convai/mcp-servers/{mcp_server_id}",
  summary: "Delete an MCP server",
  description:
    "Refused (409 `mcp_server_in_use`) while agents use the server, unless `force=true`, which also takes it off those agents (a new version of each). Only the server's creator or a workspace admin may delete it.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: McpServerParamsSchema, query: z.object({ force: queryBoolean }) },
  responses: { 200: z.object({}) },
  errors: ["mcp_server_not_found", "mcp_server_in_use", "forbidden"],
});
