import type {
  CustomVoiceRecord,
  LibraryCopyRecord,
  LibraryEntry,
  LibraryEventRecord,
  LibraryMetrics,
  ReviewStatus,
  SharingStatus,
  VoiceLibraryRepository,
  VoiceSharingRecord,
} from "@chorus/domain";
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import {
  libraryCopies,
  libraryVoiceEvents,
  libraryVoiceUsage,
  userProbations,
  voiceFineTuning,
  voiceSharing,
  voices,
} from "../schema/index.ts";

const dayMs = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const toSharing = (row: typeof voiceSharing.$inferSelect) => row as unknown as VoiceSharingRecord;
const toCopy = (row: typeof libraryCopies.$inferSelect) => row as LibraryCopyRecord;

export function voiceLibraryRepository(db: Database): VoiceLibraryRepository {
  /**
   * Shared voices with their voice row, verification pair and whether the owner is on probation. The
   * pair comes from professional cloning: a professional voice requires verification and is verified
   * once its captcha passed or the operator approved it; other voices require none.
   */
  async function entries(where: SQL | undefined): Promise<LibraryEntry[]> {
    const rows = await db
      .select({
        sharing: voiceSharing,
        voice: voices,
        verifiedAt: voiceFineTuning.verifiedAt,
        probationUserId: userProbations.userId,
      })
      .from(voiceSharing)
      .innerJoin(voices, eq(voices.id, voiceSharing.voiceId))
      .leftJoin(voiceFineTuning, eq(voiceFineTuning.voiceId, voiceSharing.voiceId))
      .leftJoin(userProbations, eq(userProbations.userId, voiceSharing.ownerUserId))
      .where(where)
      .orderBy(asc(voiceSharing.createdAt), asc(voiceSharing.voiceId));
    return rows.map((row) => ({
      sharing: toSharing(row.sharing),
      voice: row.voice as unknown as CustomVoiceRecord,
      verification: {
        requiresVerification: row.voice.category === "professional",
        isVerified: row.verifiedAt !== null,
      },
      ownerInProbation: row.probationUserId !== null,
    }));
  }

  return {
    async saveSharing(sharing) {
      const { voiceId, ...rest } = sharing;
      const [row] = await db
        .insert(voiceSharing)
        .values(sharing)
        .onConflictDoUpdate({ target: voiceSharing.voiceId, set: rest })
        .returning();
      return toSharing(row!);
    },
    async findEntry(voiceId) {
      const [entry] = await entries(eq(voiceSharing.voiceId, voiceId));
      return entry;
    },
    listEntries(filter: { status: SharingStatus; reviewStatus: ReviewStatus }) {
      return entries(
        and(eq(voiceSharing.status, filter.status), eq(voiceSharing.reviewStatus, filter.reviewStatus)),
      );
    },
    listEntriesForWorkspace(workspaceId) {
      return entries(eq(voiceSharing.workspaceId, workspaceId));
    },
    async metrics(voiceIds, now) {
      const result = new Map<string, LibraryMetrics>();
      if (voiceIds.length === 0) return result;
      const ids = [...voiceIds];
      const weekStart = isoDay(new Date(now.getTime() - 6 * dayMs));
      const yearStart = isoDay(new Date(now.getTime() - 364 * dayMs));
      const [added, usage] = await Promise.all([
        db
          .select({ voiceId: libraryVoiceEvents.voiceId, n: count() })
          .from(libraryVoiceEvents)
          .where(and(inArray(libraryVoiceEvents.voiceId, ids), eq(libraryVoiceEvents.kind, "added")))
          .groupBy(libraryVoiceEvents.voiceId),
        db
          .select({
            voiceId: libraryVoiceUsage.voiceId,
            week: sql<string>`coalesce(sum(case when ${libraryVoiceUsage.day} >= ${weekStart} then ${libraryVoiceUsage.characters} else 0 end), 0)`,
            year: sql<string>`coalesce(sum(${libraryVoiceUsage.characters}), 0)`,
          })
          .from(libraryVoiceUsage)
          .where(and(inArray(libraryVoiceUsage.voiceId, ids), sql`${libraryVoiceUsage.day} >= ${yearStart}`))
          .groupBy(libraryVoiceUsage.voiceId),
      ]);
      const entry = (voiceId: string) => {
        const current = result.get(voiceId) ?? {
          clonedByCount: 0,
          usageCharacters7d: 0,
          usageCharacters1y: 0,
        };
        result.set(voiceId, current);
        return current;
      };
      for (const row of added) entry(row.voiceId).clonedByCount = Number(row.n);
      for (const row of usage) {
        entry(row.voiceId).usageCharacters7d = Number(row.week);
        entry(row.voiceId).usageCharacters1y = Number(row.year);
      }
      return result;
    },

    async insertCopy(copy) {
      await db.insert(libraryCopies).values(copy);
    },
    async findCopy(workspaceId, voiceId) {
      const [row] = await db
        .select()
        .from(libraryCopies)
        .where(and(eq(libraryCopies.workspaceId, workspaceId), eq(libraryCopies.voiceId, voiceId)));
      return row && toCopy(row);
    },
    async findCopyOf(workspaceId, originalVoiceId) {
      const [row] = await db
        .select()
        .from(libraryCopies)
        .where(
          and(eq(libraryCopies.workspaceId, workspaceId), eq(libraryCopies.originalVoiceId, originalVoiceId)),
        );
      return row && toCopy(row);
    },
    async listCopiesForWorkspace(workspaceId) {
      const rows = await db.select().from(libraryCopies).where(eq(libraryCopies.workspaceId, workspaceId));
      return rows.map(toCopy);
    },
    async scheduleCopiesDisable(originalVoiceId, disableAt) {
      await db
        .update(libraryCopies)
        .set({ disableAt })
        .where(and(eq(libraryCopies.originalVoiceId, originalVoiceId), isNull(libraryCopies.disableAt)));
    },
    async cancelCopiesDisable(originalVoiceId, now) {
      await db
        .update(libraryCopies)
        .set({ disableAt: null })
        .where(and(eq(libraryCopies.originalVoiceId, originalVoiceId), gt(libraryCopies.disableAt, now)));
    },

    async insertEvent(event) {
      await db.insert(libraryVoiceEvents).values(event);
    },
    async listEvents(voiceId, until) {
      const rows = await db
        .select()
        .from(libraryVoiceEvents)
        .where(and(eq(libraryVoiceEvents.voiceId, voiceId), lte(libraryVoiceEvents.occurredAt, until)))
        .orderBy(desc(libraryVoiceEvents.occurredAt), desc(libraryVoiceEvents.seq));
      return rows.map(({ seq: _, ...event }) => event as LibraryEventRecord);
    },
    async dailyUsage(voiceId, fromDay) {
      const rows = await db
        .select({ day: libraryVoiceUsage.day, characters: libraryVoiceUsage.characters })
        .from(libraryVoiceUsage)
        .where(and(eq(libraryVoiceUsage.voiceId, voiceId), sql`${libraryVoiceUsage.day} >= ${fromDay}`))
        .orderBy(asc(libraryVoiceUsage.day));
      return rows.map((row) => ({ day: row.day, characters: Number(row.characters) }));
    },

    async addUsage(voiceId, day, characters) {
      await db
        .insert(libraryVoiceUsage)
        .values({ voiceId, day, characters })
        .onConflictDoUpdate({
          target: [libraryVoiceUsage.voiceId, libraryVoiceUsage.day],
          set: { characters: sql`${libraryVoiceUsage.characters} + excluded.characters` },
        });
    },

    async isInProbation(userId) {
      const [row] = await db.select().from(userProbations).where(eq(userProbations.userId, userId));
      return row !== undefined;
    },
    async setProbation(userId, inProbation, at) {
      if (inProbation)
        await db.insert(userProbations).values({ userId, createdAt: at }).onConflictDoNothing();
      else await db.delete(userProbations).where(eq(userProbations.userId, userId));
    },
  };
}
