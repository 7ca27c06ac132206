import type { AgentRepository } from "@chorus/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { agents } from "../schema/index.ts";

export function agentRepository(db: Database): AgentRepository {
  const inWorkspace = (workspaceId: string, agentId: string) =>
    and(eq(agents.workspaceId, workspaceId), eq(agents.id, agentId));
  return {
    async insert(agent) {
      await db.insert(agents).values(agent);
    },
    async list(workspaceId) {
      return db.select().from(agents).where(eq(agents.workspaceId, workspaceId));
    },
    async find(workspaceId, agentId) {
      const [row] = await db.select().from(agents).where(inWorkspace(workspaceId, agentId));
      return row;
    },
    async listWithRetention() {
      return db
        .select()
        .from(agents)
        .where(sql`(${agents.platformSettings}->'privacy'->>'retention_days')::int > 0`);
    },
    async findById(agentId) {
      const [row] = await db.select().from(agents).where(eq(agents.id, agentId));
      return row;
    },
    async update(workspaceId, agentId, expectedVersionId, patch) {
      const [row] = await db
        .update(agents)
        .set(patch)
        .where(and(inWorkspace(workspaceId, agentId), eq(agents.versionId, expectedVersionId)))
        .returning();
      return row;
    },
    async setShareableToken(workspaceId, agentId, platformSettings) {
      await db.update(agents).set({ platformSettings }).where(inWorkspace(workspaceId, agentId));
    },
    async touchLastCall(workspaceId, agentId, at) {
      await db.update(agents).set({ lastCallAt: at }).where(inWorkspace(workspaceId, agentId));
    },
    async delete(workspaceId, agentId) {
      const deleted = await db
        .delete(agents)
        .where(inWorkspace(workspaceId, agentId))
        .returning({ id: agents.id });
      return deleted.length > 0;
    },
  };
}
