import type { AuthConnectionRecord, AuthConnectionRepository } from "@chorus/domain";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { authConnections } from "../schema/index.ts";

type Row = typeof authConnections.$inferSelect;

const recordOf = (row: Row): AuthConnectionRecord => ({
  id: row.id,
  workspaceId: row.workspaceId,
  createdByUserId: row.createdByUserId,
  name: row.name,
  provider: row.provider,
  settings: row.settings,
  credential: { keyId: row.keyId, ciphertext: row.ciphertext },
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export function authConnectionRepository(db: Database): AuthConnectionRepository {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(authConnections.workspaceId, workspaceId), eq(authConnections.id, id));
  return {
    async insert(connection) {
      await db.insert(authConnections).values({
        id: connection.id,
        workspaceId: connection.workspaceId,
        createdByUserId: connection.createdByUserId,
        name: connection.name,
        provider: connection.provider,
        authType: connection.settings.auth_type,
        settings: connection.settings,
        keyId: connection.credential.keyId,
        ciphertext: connection.credential.ciphertext,
        createdAt: connection.createdAt,
        updatedAt: connection.updatedAt,
      });
    },
    async find(workspaceId, id) {
      const [row] = await db.select().from(authConnections).where(inWorkspace(workspaceId, id));
      return row && recordOf(row);
    },
    async lockMany(workspaceId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(authConnections)
        .where(and(eq(authConnections.workspaceId, workspaceId), inArray(authConnections.id, [...ids])))
        .for("share");
      return rows.map(recordOf);
    },
    async lock(workspaceId, id) {
      const [row] = await db.select().from(authConnections).where(inWorkspace(workspaceId, id)).for("update");
      return row && recordOf(row);
    },
    async list(workspaceId, limit) {
      const rows = await db
        .select()
        .from(authConnections)
        .where(eq(authConnections.workspaceId, workspaceId))
        .orderBy(desc(authConnections.createdAt), desc(authConnections.id))
        .limit(limit);
      return rows.map(recordOf);
    },
    async count(workspaceId) {
      const [row] = await db
        .select({ count: count() })
        .from(authConnections)
        .where(eq(authConnections.workspaceId, workspaceId));
      return row?.count ?? 0;
    },
    async update(workspaceId, id, patch) {
      const [row] = await db
        .update(authConnections)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.provider !== undefined ? { provider: patch.provider } : {}),
          ...(patch.settings !== undefined
            ? { settings: patch.settings, authType: patch.settings.auth_type }
            : {}),
          ...(patch.credential !== undefined
            ? { keyId: patch.credential.keyId, ciphertext: patch.credential.ciphertext }
            : {}),
          updatedAt: patch.updatedAt,
        })
        .where(inWorkspace(workspaceId, id))
        .returning();
      return row && recordOf(row);
    },
    async delete(workspaceId, id) {
      const rows = await db
        .delete(authConnections)
        .where(inWorkspace(workspaceId, id))
        .returning({ id: authConnections.id });
      return rows.length > 0;
    },
  };
}
