import type { MemberRecord, MemberRepository, UserRecord } from "@chorus/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { users, workspaceMembers } from "../schema/index.ts";

export function memberRepository(db: Database): MemberRepository {
  const byKey = (workspaceId: string, userId: string) =>
    and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));
  return {
    async find(workspaceId, userId) {
      const [row] = await db.select().from(workspaceMembers).where(byKey(workspaceId, userId));
      return row as MemberRecord | undefined;
    },
    async list(workspaceId) {
      const rows = await db
        .select({ member: workspaceMembers, user: users })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.createdAt));
      return rows as { member: MemberRecord; user: UserRecord }[];
    },
    async count(workspaceId) {
      const [row] = await db
        .select({ n: count() })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId));
      return row?.n ?? 0;
    },
    async insert(member) {
      const [row] = await db.insert(workspaceMembers).values(member).returning();
      return row as MemberRecord;
    },
    async update(workspaceId, userId, patch) {
      const [row] = await db
        .update(workspaceMembers)
        .set(patch)
        .where(byKey(workspaceId, userId))
        .returning();
      return row as MemberRecord;
    },
    async remove(workspaceId, userId) {
      await db.delete(workspaceMembers).where(byKey(workspaceId, userId));
    },
  };
}
