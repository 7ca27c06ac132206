import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findMcpServer } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** `GET /v1/convai/mcp-servers/{mcp_server_id}`. */
export async function getMcpServer(ctx: AuthenticatedContext, serverId: string): Promise<McpServerView> {
  requirePermission(ctx, "convai_read");
  return viewMcpServer(ctx, await findMcpServer(ctx, serverId));
}
