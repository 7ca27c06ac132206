import type { VoicePreviewRecord, VoicePreviewRepository } from "@chorus/domain";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { voicePreviews } from "../schema/index.ts";

export function voicePreviewRepository(db: Database): VoicePreviewRepository {
  return {
    async insert(preview) {
      await db
        .insert(voicePreviews)
        .values({ ...preview, profile: preview.profile as unknown as Record<string, unknown> });
    },
    async findInWorkspace(workspaceId, generatedVoiceId, notBefore) {
      const [row] = await db
        .select()
        .from(voicePreviews)
        .where(
          and(
            eq(voicePreviews.workspaceId, workspaceId),
            eq(voicePreviews.generatedVoiceId, generatedVoiceId),
            gte(voicePreviews.createdAt, notBefore),
          ),
        );
      return row && (row as unknown as VoicePreviewRecord);
    },
    async deleteOlderThan(before) {
      await db.delete(voicePreviews).where(lt(voicePreviews.createdAt, before));
    },
  };
}
