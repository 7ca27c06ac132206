import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * A workspace's own settings for a voice (`POST /v1/voices/{id}/settings/edit`). Premade voices are
 * shared by everyone, so their per-workspace settings live here rather than on the voice.
 */
export const voiceSettings = pgTable(
  "voice_settings",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    voiceId: text("voice_id").notNull(),
    settings: jsonb("settings")
      .$type<{
        stability: number;
        similarityBoost: number;
        style: number;
        useSpeakerBoost: boolean;
        speed: number;
      }>()
      .notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.voiceId] })],
);
