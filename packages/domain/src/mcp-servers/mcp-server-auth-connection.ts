import { type McpServerConfig, messages } from "@chorus/contract";
import type { AuthConnectionReferenceSource } from "../auth-connections/auth-connection-references.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { DomainError } from "../shared/domain-error.ts";
import { mcpServerAsDependent } from "./mcp-server-access.ts";

/** The workspace auth connection an MCP server authenticates with, named by id. */
export function authConnectionIdOfMcpServerConfig(config: Pick<McpServerConfig, "auth_connection">) {
  const named = config.auth_connection;
  return named && "auth_connection_id" in named ? named.auth_connection_id : undefined;
}

/**
 * A server's `auth_connection` must name one of the workspace's auth connections. Run inside the
 * server's write: its row is then held (FOR SHARE) until the server is stored when the write is a
 * transaction (it is whenever the server also names secrets), as for webhook tools.
 */
export async function assertMcpAuthConnectionHeld(
  ctx: Pick<AuthenticatedContext, "workspaceId">,
  store: Repositories,
  config: Pick<McpServerConfig, "auth_connection">,
): Promise<void> {
  const id = authConnectionIdOfMcpServerConfig(config);
  if (id === undefined) return;
  if ((await store.authConnections.lockMany(ctx.workspaceId, [id])).length === 0)
    throw DomainError.invalidField(
      ["body", "config", "auth_connection", "auth_connection_id"],
      messages.authConnectionNotFound(id),
    );
}

/** MCP servers as users of auth connections. Every member sees every server, so none is `unknown`. */
export const mcpServerAuthConnectionReferences: AuthConnectionReferenceSource = {
  async references(ctx, store) {
    const servers = await store.mcpServers.list(ctx.workspaceId);
    return servers.flatMap((server) => {
      const authConnectionId = authConnectionIdOfMcpServerConfig(server.config);
      if (authConnectionId === undefined) return [];
      return [
        {
          dependent: mcpServerAsDependent(ctx, server),
          authConnectionId,
        },
      ];
    });
  },
};
