import type { SoundboardRepository } from "@chorus/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { soundboardPins } from "../schema/index.ts";

export function soundboardRepository(db: Database): SoundboardRepository {
  const t = soundboardPins;
  const board = (workspaceId: string, userId: string) =>
    and(eq(t.workspaceId, workspaceId), eq(t.userId, userId));
  return {
    async listPins(workspaceId, userId) {
      const rows = await db
        .select({ id: t.soundEffectId })
        .from(t)
        .where(board(workspaceId, userId))
        .orderBy(asc(t.position));
      return rows.map((row) => row.id);
    },
    async pin(workspaceId, userId, soundEffectId) {
      // The next position is computed in the insert itself, so two pins at once still get distinct pads.
      await db
        .insert(t)
        .values({
          workspaceId,
          userId,
          soundEffectId,
          position: sql`(select coalesce(max(${t.position}), -1) + 1 from ${t} where ${t.workspaceId} = ${workspaceId} and ${t.userId} = ${userId})`,
        })
        .onConflictDoNothing();
    },
    async unpin(workspaceId, userId, soundEffectId) {
      const removed = await db
        .delete(t)
        .where(and(board(workspaceId, userId), eq(t.soundEffectId, soundEffectId)))
        .returning({ id: t.soundEffectId });
      return removed.length > 0;
    },
    async reorder(workspaceId, userId, soundEffectIds) {
      await db.transaction(async (tx) => {
        for (const [position, soundEffectId] of soundEffectIds.entries()) {
          await tx
            .update(t)
            .set({ position })
            .where(and(board(workspaceId, userId), eq(t.soundEffectId, soundEffectId)));
        }
      });
    },
  };
}
