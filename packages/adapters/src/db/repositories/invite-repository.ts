import type { InviteRecord, InviteRepository } from "@chorus/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { workspaceInvites } from "../schema/index.ts";

const pending = eq(workspaceInvites.status, "pending");

export function inviteRepository(db: Database): InviteRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(workspaceInvites).where(eq(workspaceInvites.id, id));
      return row as InviteRecord | undefined;
    },
    async findPending(workspaceId, email) {
      const [row] = await db
        .select()
        .from(workspaceInvites)
        .where(
          and(
            eq(workspaceInvites.workspaceId, workspaceId),
            eq(workspaceInvites.email, email.toLowerCase()),
            pending,
          ),
        );
      return row as InviteRecord | undefined;
    },
    async listPendingForWorkspace(workspaceId) {
      const rows = await db
        .select()
        .from(workspaceInvites)
        .where(and(eq(workspaceInvites.workspaceId, workspaceId), pending))
        .orderBy(asc(workspaceInvites.createdAt));
      return rows as InviteRecord[];
    },
    async listPendingForEmail(email) {
      const rows = await db
        .select()
        .from(workspaceInvites)
        .where(and(eq(workspaceInvites.email, email.toLowerCase()), pending))
        .orderBy(asc(workspaceInvites.createdAt));
      return rows as InviteRecord[];
    },
    async countPending(workspaceId) {
      const [row] = await db
        .select({ n: count() })
        .from(workspaceInvites)
        .where(and(eq(workspaceInvites.workspaceId, workspaceId), pending));
      return row?.n ?? 0;
    },
    async insert(invite) {
      const [row] = await db
        .insert(workspaceInvites)
        .values({ ...invite, email: invite.email.toLowerCase() })
        .returning();
      return row as InviteRecord;
    },
    async update(id, patch) {
      const [row] = await db
        .update(workspaceInvites)
        .set(patch)
        .where(eq(workspaceInvites.id, id))
        .returning();
      return row as InviteRecord;
    },
  };
}
