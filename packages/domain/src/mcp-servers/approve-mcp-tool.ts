import { mcpLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { changeMcpServerConfig } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";
import { mcpToolHash } from "./tool-approval-status.ts";

export interface McpToolApprovalInput {
  toolName: string;
  toolDescription: string;
  inputSchema?: Record<string, unknown>;
  approvalPolicy: "auto_approved" | "requires_approval";
}

/**
 * `POST /v1/convai/mcp-servers/{mcp_server_id}/tool-approvals`: approves a tool as it is described
 * now (a hash of its description and input schema); approving it again replaces its approval.
 */
export async function approveMcpTool(
  ctx: AuthenticatedContext,
  serverId: string,
  input: McpToolApprovalInput,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const updated = await changeMcpServerConfig(ctx, serverId, async (server) => {
    const others = server.config.tool_approval_hashes.filter((entry) => entry.tool_name !== input.toolName);
    if (others.length >= mcpLimits.toolEntries)
      throw DomainError.invalidField(
        ["body", "tool_name"],
        messages.mcpToolEntriesTooMany(mcpLimits.toolEntries),
      );
    return {
      ...server.config,
      tool_approval_hashes: [
        ...others,
        {
          tool_name: input.toolName,
          tool_hash: mcpToolHash(input.toolDescription, input.inputSchema ?? {}),
          approval_policy: input.approvalPolicy,
        },
      ],
    };
  });
  return viewMcpServer(ctx, updated);
}
