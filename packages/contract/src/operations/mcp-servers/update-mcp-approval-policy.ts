import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { McpApprovalPolicySchema } from "./mcp-server-config-schema.ts";
import { McpServerParamsSchema, McpServerResponseSchema } from "./mcp-server-schemas.ts";

export const updateMcpApprovalPolicy = defineOperation({
  operationId: "conversationalAi.mcpServers.approvalPolicy.update",
  method: "PATCH",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/approval-policy",
  summary: "Change whether an MCP server's tool calls need the caller's approval",
  description:
    "`auto_approve_all`: every tool runs at once; `require_approval_all`: every call waits for the client's approval; `require_approval_per_tool`: as each tool's approval says (`tool-approvals`).",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: McpServerParamsSchema, body: z.object({ approval_policy: McpApprovalPolicySchema }) },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found", "forbidden"],
});
