import { type AgentView, viewAgents } from "../agents/agent-view.ts";
import type { AuthenticatedContext } from "../context.ts";
import { mayManageMcpServer } from "./mcp-server-access.ts";
import type { McpServerRecord } from "./mcp-server-records.ts";

/** A server with what `access_info` and `dependent_agents` show. */
export interface McpServerView {
  server: McpServerRecord;
  access: {
    isCreator: boolean;
    creatorName: string;
    creatorEmail: string;
    /** admin: may change and delete it; viewer: may read it and attach it to agents. */
    role: "admin" | "viewer";
  };
  dependentAgents: AgentView[];
}

/** Views of servers, reading each creator once. */
export async function viewMcpServers(
  ctx: AuthenticatedContext,
  servers: readonly McpServerRecord[],
): Promise<McpServerView[]> {
  const creators = new Map<string, { name: string; email: string }>();
  for (const creatorId of new Set(servers.map((server) => server.createdByUserId))) {
    const user = await ctx.ports.store.users.findById(creatorId);
    creators.set(creatorId, { name: user?.firstName ?? user?.email ?? "", email: user?.email ?? "" });
  }
  const views: McpServerView[] = [];
  for (const server of servers) {
    const creator = creators.get(server.createdByUserId)!;
    const agents = await ctx.ports.store.mcpServers.agentsUsing(ctx.workspaceId, server.id);
    views.push({
      server,
      access: {
        isCreator: server.createdByUserId === ctx.userId,
        creatorName: creator.name,
        creatorEmail: creator.email,
        role: mayManageMcpServer(ctx, server) ? "admin" : "viewer",
      },
      dependentAgents: await viewAgents(ctx, agents),
    });
  }
  return views;
}

export async function viewMcpServer(
  ctx: AuthenticatedContext,
  server: McpServerRecord,
): Promise<McpServerView> {
  const [view] = await viewMcpServers(ctx, [server]);
  return view!;
}
