import type { Transcript, TranscriptRecord, TranscriptRepository } from "@chorus/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { transcripts } from "../schema/index.ts";

type Row = typeof transcripts.$inferSelect;

const toRecord = (row: Row): TranscriptRecord => ({
  ...row,
  state: row.state as TranscriptRecord["state"],
  options: row.options as unknown as TranscriptRecord["options"],
  result: row.result as unknown as Transcript | null,
});

export function transcriptRepository(db: Database): TranscriptRepository {
  const scoped = (workspaceId: string, id: string) =>
    and(eq(transcripts.workspaceId, workspaceId), eq(transcripts.id, id));
  return {
    async insert(transcript) {
      await db.insert(transcripts).values({
        ...transcript,
        options: transcript.options as unknown as Record<string, unknown>,
        result: transcript.result as unknown as Record<string, unknown> | null,
      });
    },
    async find(workspaceId, id) {
      const [row] = await db.select().from(transcripts).where(scoped(workspaceId, id));
      return row && toRecord(row);
    },
    async complete(workspaceId, id, result, now) {
      await db
        .update(transcripts)
        .set({
          state: "completed",
          result: result as unknown as Record<string, unknown>,
          audioKey: null,
          error: null,
          updatedAt: now,
        })
        .where(scoped(workspaceId, id));
    },
    async fail(workspaceId, id, error, now) {
      await db
        .update(transcripts)
        .set({ state: "failed", audioKey: null, error, updatedAt: now })
        .where(scoped(workspaceId, id));
    },
    async delete(workspaceId, id) {
      const [row] = await db.delete(transcripts).where(scoped(workspaceId, id)).returning();
      return row && toRecord(row);
    },
  };
}
