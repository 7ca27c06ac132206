import type { McpServerRepository } from "@chorus/domain";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { agents, mcpServers } from "../schema/index.ts";

export function mcpServerRepository(db: Database): McpServerRepository {
  const inWorkspace = (workspaceId: string, serverId: string) =>
    and(eq(mcpServers.workspaceId, workspaceId), eq(mcpServers.id, serverId));
  return {
    async insert(server) {
      await db.insert(mcpServers).values(server);
    },
    async find(workspaceId, serverId) {
      const [row] = await db.select().from(mcpServers).where(inWorkspace(workspaceId, serverId));
      return row;
    },
    async lock(workspaceId, serverId) {
      const [row] = await db
        .select()
        .from(mcpServers)
        .where(inWorkspace(workspaceId, serverId))
        .for("update");
      return row;
    },
    async findMany(workspaceId, serverIds) {
      if (serverIds.length === 0) return [];
      return db
        .select()
        .from(mcpServers)
        .where(and(eq(mcpServers.workspaceId, workspaceId), inArray(mcpServers.id, [...serverIds])));
    },
    async list(workspaceId) {
      return db
        .select()
        .from(mcpServers)
        .where(eq(mcpServers.workspaceId, workspaceId))
        .orderBy(desc(mcpServers.createdAt), desc(mcpServers.id));
    },
    async count(workspaceId) {
      const [row] = await db
        .select({ n: count() })
        .from(mcpServers)
        .where(eq(mcpServers.workspaceId, workspaceId));
      return row?.n ?? 0;
    },
    async update(workspaceId, serverId, patch) {
      const [row] = await db
        .update(mcpServers)
        .set(patch)
        .where(inWorkspace(workspaceId, serverId))
        .returning();
      return row;
    },
    async delete(workspaceId, serverId) {
      const rows = await db
        .delete(mcpServers)
        .where(inWorkspace(workspaceId, serverId))
        .returning({ id: mcpServers.id });
      return rows.length > 0;
    },
    async agentsUsing(workspaceId, serverId, options) {
      const query = db
        .select()
        .from(agents)
        .where(
          and(
            eq(agents.workspaceId, workspaceId),
            // jsonb `?`: the array holds the id as one of its strings.
            sql`(${agents.conversationConfig} -> 'agent' -> 'prompt' -> 'mcp_server_ids') ? ${serverId}::text`,
          ),
        )
        .orderBy(desc(agents.createdAt), desc(agents.id));
      return options?.lock ? query.for("update") : query;
    },
  };
}
