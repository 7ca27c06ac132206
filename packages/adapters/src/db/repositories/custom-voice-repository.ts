import type { CustomVoiceRecord, CustomVoiceRepository, VoiceSampleRecord } from "@chorus/domain";
import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { voiceOperations, voiceSamples, voices } from "../schema/index.ts";

const toVoice = (row: typeof voices.$inferSelect) => row as unknown as CustomVoiceRecord;
const toSample = (row: typeof voiceSamples.$inferSelect) => {
  const { seq: _seq, ...sample } = row;
  return sample as unknown as VoiceSampleRecord;
};

export function customVoiceRepository(db: Database): CustomVoiceRepository {
  const inWorkspace = (workspaceId: string, voiceId: string) =>
    and(eq(voices.workspaceId, workspaceId), eq(voices.id, voiceId));
  return {
    async insert(voice) {
      const [row] = await db
        .insert(voices)
        .values({ ...voice, profile: voice.profile as unknown as Record<string, unknown> })
        .returning();
      return toVoice(row!);
    },
    async findInWorkspace(workspaceId, voiceId) {
      const [row] = await db.select().from(voices).where(inWorkspace(workspaceId, voiceId));
      return row && toVoice(row);
    },
    async findById(voiceId) {
      const [row] = await db.select().from(voices).where(eq(voices.id, voiceId));
      return row && toVoice(row);
    },
    async findByName(workspaceId, name) {
      const [row] = await db
        .select()
        .from(voices)
        .where(and(eq(voices.workspaceId, workspaceId), eq(voices.name, name)));
      return row && toVoice(row);
    },
    async listForWorkspace(workspaceId) {
      const rows = await db
        .select()
        .from(voices)
        .where(eq(voices.workspaceId, workspaceId))
        .orderBy(asc(voices.createdAt), asc(voices.id));
      return rows.map(toVoice);
    },
    async countForWorkspace(workspaceId) {
      const [row] = await db.select({ n: count() }).from(voices).where(eq(voices.workspaceId, workspaceId));
      return Number(row?.n ?? 0);
    },
    async update(workspaceId, voiceId, patch) {
      const { profile, ...rest } = patch;
      const [row] = await db
        .update(voices)
        .set({
          ...rest,
          ...(profile !== undefined ? { profile: profile as unknown as Record<string, unknown> | null } : {}),
        })
        .where(inWorkspace(workspaceId, voiceId))
        .returning();
      return row && toVoice(row);
    },
    async delete(workspaceId, voiceId) {
      await db.delete(voices).where(inWorkspace(workspaceId, voiceId));
    },
    async insertSample(sample) {
      const [row] = await db
        .insert(voiceSamples)
        .values(sample as typeof voiceSamples.$inferInsert)
        .returning();
      return toSample(row!);
    },
    async updateSample(workspaceId, voiceId, sampleId, patch) {
      const [row] = await db
        .update(voiceSamples)
        .set(patch as Partial<typeof voiceSamples.$inferInsert>)
        .where(
          and(
            eq(voiceSamples.workspaceId, workspaceId),
            eq(voiceSamples.voiceId, voiceId),
            eq(voiceSamples.id, sampleId),
          ),
        )
        .returning();
      return row && toSample(row);
    },
    async listSamples(workspaceId, voiceIds) {
      if (voiceIds.length === 0) return [];
      const rows = await db
        .select()
        .from(voiceSamples)
        .where(and(eq(voiceSamples.workspaceId, workspaceId), inArray(voiceSamples.voiceId, [...voiceIds])))
        .orderBy(asc(voiceSamples.seq));
      return rows.map(toSample);
    },
    async deleteSample(workspaceId, voiceId, sampleId) {
      await db
        .delete(voiceSamples)
        .where(
          and(
            eq(voiceSamples.workspaceId, workspaceId),
            eq(voiceSamples.voiceId, voiceId),
            eq(voiceSamples.id, sampleId),
          ),
        );
    },
    async recordOperation(entry) {
      await db.insert(voiceOperations).values(entry);
    },
    async countOperationsSince(workspaceId, since) {
      const [row] = await db
        .select({ n: count() })
        .from(voiceOperations)
        .where(and(eq(voiceOperations.workspaceId, workspaceId), gte(voiceOperations.createdAt, since)));
      return Number(row?.n ?? 0);
    },
  };
}
