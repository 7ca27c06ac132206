import type { AuthenticatedContext } from "../context.ts";
import { mcpServerAuthConnectionReferences } from "../mcp-servers/mcp-server-auth-connection.ts";
import type { Repositories } from "../ports/repositories.ts";
import { toolAsDependent } from "../tools/tool-access.ts";
import { authConnectionIdOfToolConfig } from "../tools/tool-auth-connection.ts";

/** A resource that uses an auth connection, as `used_by` lists it. */
export interface AuthConnectionDependent {
  kind: "tools" | "mcp_servers";
  id: string;
  name: string;
  createdAt: Date;
  accessLevel: "admin" | "viewer";
}

/**
 * A kind of resource that can use auth connections (webhook tools, MCP servers);
 * `used_by` and the refusal to delete one in use read `authConnectionReferenceSources`.
 */
export interface AuthConnectionReferenceSource {
  references(
    ctx: AuthenticatedContext,
    store: Repositories,
  ): Promise<{ dependent: AuthConnectionDependent; authConnectionId: string }[]>;
}

/** Webhook tools naming a connection in `api_schema.auth_connection`. Every member sees every tool. */
export const toolAuthConnectionReferences: AuthConnectionReferenceSource = {
  async references(ctx, store) {
    const tools = await store.tools.list(ctx.workspaceId);
    return tools.flatMap((tool) => {
      const authConnectionId = authConnectionIdOfToolConfig(tool.toolConfig);
      if (authConnectionId === undefined) return [];
      return [
        {
          dependent: toolAsDependent(ctx, tool),
          authConnectionId,
        },
      ];
    });
  },
};

export const authConnectionReferenceSources: AuthConnectionReferenceSource[] = [
  toolAuthConnectionReferences,
  mcpServerAuthConnectionReferences,
];

/** Who uses each of the workspace's connections, by connection id, newest first. */
export async function findAuthConnectionDependents(
  ctx: AuthenticatedContext,
  store: Repositories = ctx.ports.store,
  sources: readonly AuthConnectionReferenceSource[] = authConnectionReferenceSources,
): Promise<Map<string, AuthConnectionDependent[]>> {
  const byConnection = new Map<string, AuthConnectionDependent[]>();
  for (const source of sources)
    for (const { dependent, authConnectionId } of await source.references(ctx, store)) {
      const list = byConnection.get(authConnectionId) ?? [];
      list.push(dependent);
      byConnection.set(authConnectionId, list);
    }
  for (const list of byConnection.values())
    list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  return byConnection;
}
