import { defineOperation } from "../../operation.ts";
import { McpServerResponseSchema, McpServerToolParamsSchema } from "./mcp-server-schemas.ts";

export const deleteMcpToolApproval = defineOperation({
  operationId: "conversationalAi.mcpServers.toolApprovals.delete",
  method: "DELETE",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/tool-approvals/{tool_name}",
  summary: "Take back one tool's approval",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: McpServerToolParamsSchema },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found", "mcp_tool_config_not_found", "forbidden"],
});
