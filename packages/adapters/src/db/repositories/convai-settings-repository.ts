import type { ConvAiSettingsRecord, ConvAiSettingsRepository } from "@chorus/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { convaiSettings } from "../schema/convai-settings.ts";

type Row = typeof convaiSettings.$inferSelect;

const recordOf = (row: Row): ConvAiSettingsRecord => ({
  ...row,
  initiationWebhook: row.initiationWebhook ?? null,
});

export function convaiSettingsRepository(db: Database): ConvAiSettingsRepository {
  return {
    async find(workspaceId) {
      const [row] = await db.select().from(convaiSettings).where(eq(convaiSettings.workspaceId, workspaceId));
      return row ? recordOf(row) : undefined;
    },
    async save(workspaceId, patch, defaults, now) {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as Partial<Row>;
      const [row] = await db
        .insert(convaiSettings)
        .values({ ...defaults, ...changes, workspaceId, updatedAt: now })
        .onConflictDoUpdate({ target: convaiSettings.workspaceId, set: { ...changes, updatedAt: now } })
        .returning();
      return recordOf(row!);
    },
  };
}
