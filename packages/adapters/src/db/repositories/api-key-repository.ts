import type { ApiKeyRepository } from "@chorus/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { apiKeys } from "../schema/index.ts";

export function apiKeyRepository(db: Database): ApiKeyRepository {
  return {
    async findBySecretHash(secretHash) {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
      return row;
    },
    async findInWorkspace(workspaceId, id) {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)));
      return row;
    },
    async listForWorkspace(workspaceId) {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.workspaceId, workspaceId))
        .orderBy(asc(apiKeys.createdAt));
    },
    async insert(key) {
      const [row] = await db.insert(apiKeys).values(key).returning();
      return row!;
    },
    async update(id, patch) {
      const [row] = await db.update(apiKeys).set(patch).where(eq(apiKeys.id, id)).returning();
      return row!;
    },
    async remove(id) {
      await db.delete(apiKeys).where(eq(apiKeys.id, id));
    },
    async addCharacterCount(id, delta) {
      await db
        .update(apiKeys)
        .set({ characterCount: sql`${apiKeys.characterCount} + ${delta}` })
        .where(eq(apiKeys.id, id));
    },
  };
}
