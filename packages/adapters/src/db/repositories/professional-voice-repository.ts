import type {
  ManualVerificationRecord,
  ProfessionalVoiceRepository,
  VoiceCaptchaRecord,
  VoiceFineTuningRecord,
  VoiceVerificationAttemptRecord,
} from "@chorus/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import {
  voiceCaptchas,
  voiceFineTuning,
  voiceManualVerifications,
  voiceVerificationAttempts,
} from "../schema/index.ts";

const toFineTuning = (row: typeof voiceFineTuning.$inferSelect) => row as unknown as VoiceFineTuningRecord;
/** Dates inside jsonb come back as strings. */
const toManual = (row: typeof voiceManualVerifications.$inferSelect): ManualVerificationRecord => ({
  ...(row as unknown as ManualVerificationRecord),
  files: (row.files as ManualVerificationRecord["files"]).map((file) => ({
    ...file,
    uploadedAt: new Date(file.uploadedAt),
  })),
});

export function professionalVoiceRepository(db: Database): ProfessionalVoiceRepository {
  return {
    async insertFineTuning(record) {
      await db.insert(voiceFineTuning).values(record as typeof voiceFineTuning.$inferInsert);
    },
    async findFineTuning(workspaceId, voiceId) {
      const [row] = await db
        .select()
        .from(voiceFineTuning)
        .where(and(eq(voiceFineTuning.workspaceId, workspaceId), eq(voiceFineTuning.voiceId, voiceId)));
      return row && toFineTuning(row);
    },
    async listFineTuning(workspaceId) {
      const rows = await db
        .select()
        .from(voiceFineTuning)
        .where(eq(voiceFineTuning.workspaceId, workspaceId));
      return rows.map(toFineTuning);
    },
    async updateFineTuning(workspaceId, voiceId, patch) {
      const [row] = await db
        .update(voiceFineTuning)
        .set(patch as Partial<typeof voiceFineTuning.$inferInsert>)
        .where(and(eq(voiceFineTuning.workspaceId, workspaceId), eq(voiceFineTuning.voiceId, voiceId)))
        .returning();
      return row && toFineTuning(row);
    },
    async saveCaptcha(captcha) {
      await db
        .insert(voiceCaptchas)
        .values(captcha)
        .onConflictDoUpdate({
          target: [voiceCaptchas.voiceId, voiceCaptchas.purpose],
          set: { text: captcha.text, issuedAt: captcha.issuedAt },
        });
    },
    async findCaptcha(workspaceId, voiceId, purpose) {
      const [row] = await db
        .select()
        .from(voiceCaptchas)
        .where(
          and(
            eq(voiceCaptchas.workspaceId, workspaceId),
            eq(voiceCaptchas.voiceId, voiceId),
            eq(voiceCaptchas.purpose, purpose),
          ),
        );
      return row as VoiceCaptchaRecord | undefined;
    },
    async deleteCaptcha(workspaceId, voiceId, purpose) {
      await db
        .delete(voiceCaptchas)
        .where(
          and(
            eq(voiceCaptchas.workspaceId, workspaceId),
            eq(voiceCaptchas.voiceId, voiceId),
            eq(voiceCaptchas.purpose, purpose),
          ),
        );
    },
    async insertAttempt(attempt) {
      await db.insert(voiceVerificationAttempts).values(attempt);
    },
    async listAttempts(workspaceId, voiceIds) {
      if (voiceIds.length === 0) return [];
      const rows = await db
        .select()
        .from(voiceVerificationAttempts)
        .where(
          and(
            eq(voiceVerificationAttempts.workspaceId, workspaceId),
            inArray(voiceVerificationAttempts.voiceId, [...voiceIds]),
          ),
        )
        .orderBy(asc(voiceVerificationAttempts.seq));
      return rows.map(({ seq: _seq, ...attempt }) => attempt as VoiceVerificationAttemptRecord);
    },
    async insertManualVerification(request) {
      await db.insert(voiceManualVerifications).values(request);
    },
    async listManualVerifications(workspaceId, voiceIds) {
      if (voiceIds.length === 0) return [];
      const rows = await db
        .select()
        .from(voiceManualVerifications)
        .where(
          and(
            eq(voiceManualVerifications.workspaceId, workspaceId),
            inArray(voiceManualVerifications.voiceId, [...voiceIds]),
          ),
        )
        .orderBy(asc(voiceManualVerifications.requestedAt));
      return rows.map(toManual);
    },
    async listPendingManualVerifications() {
      const rows = await db
        .select()
        .from(voiceManualVerifications)
        .where(eq(voiceManualVerifications.status, "pending"))
        .orderBy(asc(voiceManualVerifications.requestedAt));
      return rows.map(toManual);
    },
    async findManualVerification(id) {
      const [row] = await db
        .select()
        .from(voiceManualVerifications)
        .where(eq(voiceManualVerifications.id, id));
      return row && toManual(row);
    },
    async decideManualVerification(id, decision) {
      await db.update(voiceManualVerifications).set(decision).where(eq(voiceManualVerifications.id, id));
    },
  };
}
