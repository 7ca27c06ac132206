import type { IdempotencyKeyRepository } from "@chorus/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { idempotencyKeys } from "../schema/index.ts";

export function idempotencyKeyRepository(db: Database): IdempotencyKeyRepository {
  const byKey = (workspaceId: string, key: string) =>
    and(eq(idempotencyKeys.workspaceId, workspaceId), eq(idempotencyKeys.key, key));
  return {
    async reserve(entry) {
      const rows = await db
        .insert(idempotencyKeys)
        .values(entry)
        .onConflictDoNothing({ target: [idempotencyKeys.workspaceId, idempotencyKeys.key] })
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },
    async find(workspaceId, key) {
      const [row] = await db.select().from(idempotencyKeys).where(byKey(workspaceId, key));
      return row;
    },
    async complete(workspaceId, key, response, completedAt) {
      await db
        .update(idempotencyKeys)
        .set({ response: response ?? null, completedAt })
        .where(byKey(workspaceId, key));
    },
    async release(workspaceId, key) {
      await db.delete(idempotencyKeys).where(byKey(workspaceId, key));
    },
  };
}
