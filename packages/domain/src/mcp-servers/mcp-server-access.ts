import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { DomainError } from "../shared/domain-error.ts";
import { mayManageToolOf } from "../tools/tool-access.ts";
import type { McpServerRecord } from "./mcp-server-records.ts";

export const mcpServerNotFound = (serverId: string) =>
  new DomainError("mcp_server_not_found", messages.mcpServerNotFound(serverId));

/** The workspace's MCP server, or "mcp_server_not_found" (also for another workspace's). */
export async function findMcpServer(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  serverId: string,
): Promise<McpServerRecord> {
  const server = await ctx.ports.store.mcpServers.find(ctx.workspaceId, serverId);
  if (!server) throw mcpServerNotFound(serverId);
  return server;
}

/** Whether the caller may change or delete the server: as for tools, its creator or a workspace admin. */
export function mayManageMcpServer(ctx: AuthenticatedContext, server: McpServerRecord): boolean {
  return mayManageToolOf(ctx, server.createdByUserId);
}

/**
 * An MCP server as a user of a secret or an auth connection (their `used_by`): every member sees
 * every server, and the caller's access is "admin" where they may change it.
 */
export function mcpServerAsDependent(ctx: AuthenticatedContext, server: McpServerRecord) {
  return {
    kind: "mcp_servers" as const,
    id: server.id,
    name: server.config.name,
    createdAt: server.createdAt,
    accessLevel: mayManageMcpServer(ctx, server) ? ("admin" as const) : ("viewer" as const),
  };
}

export function assertMayManageMcpServer(ctx: AuthenticatedContext, server: McpServerRecord): void {
  if (!mayManageMcpServer(ctx, server)) throw new DomainError("forbidden", messages.mcpServerOwnerOrAdmin);
}

/**
 * Changes a server's configuration inside a transaction that holds its row, so two changes of its
 * per-tool lists (approvals, tool settings) made at once do not lose one another.
 */
export async function changeMcpServerConfig(
  ctx: AuthenticatedContext,
  serverId: string,
  change: (server: McpServerRecord, store: Repositories) => Promise<McpServerRecord["config"]>,
): Promise<McpServerRecord> {
  return ctx.ports.store.transaction(async (tx) => {
    const server = await tx.mcpServers.lock(ctx.workspaceId, serverId);
    if (!server) throw mcpServerNotFound(serverId);
    assertMayManageMcpServer(ctx, server);
    const config = await change(server, tx);
    const updated = await tx.mcpServers.update(ctx.workspaceId, serverId, {
      config,
      updatedAt: ctx.ports.clock.now(),
    });
    if (!updated) throw mcpServerNotFound(serverId);
    return updated;
  });
}
