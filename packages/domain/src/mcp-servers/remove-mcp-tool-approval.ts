import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { changeMcpServerConfig } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** `DELETE /v1/convai/mcp-servers/{mcp_server_id}/tool-approvals/{tool_name}`. */
export async function removeMcpToolApproval(
  ctx: AuthenticatedContext,
  serverId: string,
  toolName: string,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const updated = await changeMcpServerConfig(ctx, serverId, async (server) => {
    const kept = server.config.tool_approval_hashes.filter((entry) => entry.tool_name !== toolName);
    if (kept.length === server.config.tool_approval_hashes.length)
      throw new DomainError("mcp_tool_config_not_found", messages.mcpToolApprovalNotFound(toolName));
    return { ...server.config, tool_approval_hashes: kept };
  });
  return viewMcpServer(ctx, updated);
}
