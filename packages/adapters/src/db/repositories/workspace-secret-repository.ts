import type { SecretWriteResult, WorkspaceSecretRecord, WorkspaceSecretRepository } from "@chorus/domain";
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { databaseErrorCode } from "../database-error.ts";
import type { Database } from "../open-database.ts";
import { workspaceSecrets } from "../schema/index.ts";

type Row = typeof workspaceSecrets.$inferSelect;

const recordOf = (row: Row): WorkspaceSecretRecord => ({
  id: row.id,
  workspaceId: row.workspaceId,
  createdByUserId: row.createdByUserId,
  name: row.name,
  value: { keyId: row.keyId, ciphertext: row.ciphertext },
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The unique name index refused the write (SQLSTATE 23505, unique_violation). */
const isNameTaken = (error: unknown) => databaseErrorCode(error) === "23505";

/** `LIKE` pattern characters taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function workspaceSecretRepository(db: Database): WorkspaceSecretRepository {
  const inWorkspace = (workspaceId: string, secretId: string) =>
    and(eq(workspaceSecrets.workspaceId, workspaceId), eq(workspaceSecrets.id, secretId));
  const lowerName = sql<string>`lower(${workspaceSecrets.name})`;
  // A refused statement aborts a surrounding transaction, so the write runs in a savepoint of its own.
  const guarded = async (write: (db: Database) => Promise<unknown>): Promise<SecretWriteResult> => {
    try {
      await db.transaction(async (tx) => write(tx as unknown as Database));
      return { outcome: "written" };
    } catch (error) {
      if (isNameTaken(error)) return { outcome: "name_taken" };
      throw error;
    }
  };
  return {
    async insert(secret) {
      return guarded((tx) =>
        tx.insert(workspaceSecrets).values({
          id: secret.id,
          workspaceId: secret.workspaceId,
          createdByUserId: secret.createdByUserId,
          name: secret.name,
          keyId: secret.value.keyId,
          ciphertext: secret.value.ciphertext,
          createdAt: secret.createdAt,
          updatedAt: secret.updatedAt,
        }),
      );
    },
    async find(workspaceId, secretId) {
      const [row] = await db.select().from(workspaceSecrets).where(inWorkspace(workspaceId, secretId));
      return row && recordOf(row);
    },
    async lockMany(workspaceId, secretIds) {
      if (secretIds.length === 0) return [];
      const rows = await db
        .select()
        .from(workspaceSecrets)
        .where(
          and(eq(workspaceSecrets.workspaceId, workspaceId), inArray(workspaceSecrets.id, [...secretIds])),
        )
        .for("share");
      return rows.map(recordOf);
    },
    async lock(workspaceId, secretId) {
      const [row] = await db
        .select()
        .from(workspaceSecrets)
        .where(inWorkspace(workspaceId, secretId))
        .for("update");
      return row && recordOf(row);
    },
    async list(workspaceId, page) {
      const rows = await db
        .select()
        .from(workspaceSecrets)
        .where(
          and(
            eq(workspaceSecrets.workspaceId, workspaceId),
            page.namePrefix !== undefined
              ? sql`${lowerName} like ${`${escapeLike(page.namePrefix.toLowerCase())}%`}`
              : undefined,
            page.afterName !== undefined ? gt(lowerName, page.afterName) : undefined,
          ),
        )
        .orderBy(asc(lowerName), asc(workspaceSecrets.name))
        .limit(page.limit);
      return rows.map(recordOf);
    },
    async count(workspaceId) {
      const [row] = await db
        .select({ count: count() })
        .from(workspaceSecrets)
        .where(eq(workspaceSecrets.workspaceId, workspaceId));
      return row?.count ?? 0;
    },
    async update(workspaceId, secretId, patch) {
      let found = false;
      const result = await guarded(async (tx) => {
        const rows = await tx
          .update(workspaceSecrets)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.value !== undefined
              ? { keyId: patch.value.keyId, ciphertext: patch.value.ciphertext }
              : {}),
            updatedAt: patch.updatedAt,
          })
          .where(inWorkspace(workspaceId, secretId))
          .returning({ id: workspaceSecrets.id });
        found = rows.length > 0;
      });
      return result.outcome === "name_taken" || found ? result : undefined;
    },
    async delete(workspaceId, secretId) {
      const rows = await db
        .delete(workspaceSecrets)
        .where(inWorkspace(workspaceId, secretId))
        .returning({ id: workspaceSecrets.id });
      return rows.length > 0;
    },
  };
}
