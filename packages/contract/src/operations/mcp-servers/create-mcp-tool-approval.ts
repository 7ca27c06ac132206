import { z } from "zod";
import { jsonObjectOfAtMost } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import { mcpLimits } from "../../catalogues/mcp-limits.ts";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";
import { McpToolApprovalPolicySchema, mcpToolName } from "./mcp-server-config-schema.ts";
import { McpServerParamsSchema, McpServerResponseSchema } from "./mcp-server-schemas.ts";

export const createMcpToolApproval = defineOperation({
  operationId: "conversationalAi.mcpServers.toolApprovals.create",
  method: "POST",
  path: "/v1/convai/mcp-servers/{mcp_server_id}/tool-approvals",
  summary: "Approve one tool of an MCP server as it is described now",
  description:
    "Kept as a hash of the tool's description and input schema: when the server describes the tool differently later, its status becomes `needs_review`. Approving a tool again replaces its approval.",
  tag: "MCP servers",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: McpServerParamsSchema,
    body: z.object({
      tool_name: mcpToolName,
      tool_description: z.string().max(inputLimits.descriptionCharacters),
      input_schema: jsonObjectOfAtMost(
        mcpLimits.inputSchemaCharacters,
        messages.mcpInputSchemaTooLarge(mcpLimits.inputSchemaCharacters),
      ).optional(),
      approval_policy: McpToolApprovalPolicySchema.default("requires_approval"),
    }),
  },
  responses: { 200: McpServerResponseSchema },
  errors: ["mcp_server_not_found", "forbidden"],
});
