import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { type McpServerView, viewMcpServers } from "./mcp-server-view.ts";

/** `GET /v1/convai/mcp-servers`: every server of the workspace (a hundred at most), newest first. */
export async function listMcpServers(ctx: AuthenticatedContext): Promise<McpServerView[]> {
  requirePermission(ctx, "convai_read");
  return viewMcpServers(ctx, await ctx.ports.store.mcpServers.list(ctx.workspaceId));
}
