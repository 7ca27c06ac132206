import type { MemberRecord, WorkspaceRecord, WorkspaceRepository } from "@chorus/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { workspaceMembers, workspaces } from "../schema/index.ts";

export function workspaceRepository(db: Database): WorkspaceRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
      return row;
    },
    async lockById(id) {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id)).for("update");
      return row;
    },
    async insert(workspace) {
      const [row] = await db.insert(workspaces).values(workspace).returning();
      return row!;
    },
    async update(id, patch) {
      const [row] = await db
        .update(workspaces)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(workspaces.id, id))
        .returning();
      return row!;
    },
    async listForUser(userId) {
      const rows = await db
        .select({ workspace: workspaces, member: workspaceMembers })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(asc(workspaceMembers.createdAt));
      return rows as { workspace: WorkspaceRecord; member: MemberRecord }[];
    },
    async listAll() {
      return db.select().from(workspaces).orderBy(asc(workspaces.createdAt), asc(workspaces.id));
    },
  };
}
