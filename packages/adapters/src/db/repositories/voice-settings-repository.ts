import type { VoiceSettingsRepository } from "@chorus/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { voiceSettings } from "../schema/index.ts";

export function voiceSettingsRepository(db: Database): VoiceSettingsRepository {
  return {
    async find(workspaceId, voiceId) {
      const [row] = await db
        .select()
        .from(voiceSettings)
        .where(and(eq(voiceSettings.workspaceId, workspaceId), eq(voiceSettings.voiceId, voiceId)));
      return row;
    },
    async listForWorkspace(workspaceId) {
      return db.select().from(voiceSettings).where(eq(voiceSettings.workspaceId, workspaceId));
    },
    async upsert(workspaceId, voiceId, settings) {
      const now = new Date();
      const [row] = await db
        .insert(voiceSettings)
        .values({ workspaceId, voiceId, settings, updatedAt: now })
        .onConflictDoUpdate({
          target: [voiceSettings.workspaceId, voiceSettings.voiceId],
          set: { settings, updatedAt: now },
        })
        .returning();
      return row!;
    },
  };
}
