import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { McpServerConfigSchema, mcpRequestBody } from "./mcp-server-config-schema.ts";
import { McpServerResponseSchema } from "./mcp-server-schemas.ts";

export const createMcpServer = defineOperation({
  operationId: "conversationalAi.mcpServers.create",
  method: "POST",
  path: "/v1/convai/mcp-servers",
  summary: "Add an MCP server to the workspace",
  description:
    "A server whose tools agents of the workspace can use (`mcp_server_ids` of an agent's prompt). Only when the workspace allows MCP servers (`can_use_mcp_servers` of `/v1/convai/settings`; 403 `mcp_opt_in_required` otherwise). The URL must use https; plain http only to hosts the operator allows (`TOOL_WEBHOOK_HTTP_HOSTS`).",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: mcpRequestBody(z.object({ config: McpServerConfigSchema })) },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_opt_in_required", "secret_not_found", "forbidden"],
});
