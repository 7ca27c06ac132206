import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { McpServerResponseSchema } from "./mcp-server-schemas.ts";

export const listMcpServers = defineOperation({
  operationId: "conversationalAi.mcpServers.list",
  method: "GET",
  path: "/v1/convai/mcp-servers",
  summary: "The workspace's MCP servers",
  description: "Newest first, each with the agents that use it.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_read" },
  request: {},
  responses: {
    200: z.object({ mcp_servers: z.array(McpServerResponseSchema) }).meta({ id: "McpServersResponseModel" }),
  },
});
