import type { McpServerConfig } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { changeMcpServerConfig } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** `PATCH /v1/convai/mcp-servers/{mcp_server_id}/approval-policy`. */
export async function updateMcpApprovalPolicy(
  ctx: AuthenticatedContext,
  serverId: string,
  approvalPolicy: McpServerConfig["approval_policy"],
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const updated = await changeMcpServerConfig(ctx, serverId, async (server) => ({
    ...server.config,
    approval_policy: approvalPolicy,
  }));
  return viewMcpServer(ctx, updated);
}
