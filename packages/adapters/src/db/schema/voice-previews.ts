import { doublePrecision, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * Voice design and remix previews (issue 5 §2): the parameters of each preview, not its audio, so
 * `generated_voice_id` can become a voice (POST /v1/text-to-voice) or be spoken again (…/stream).
 * Rows older than 24 hours are not found and are deleted when new previews are stored.
 */
export const voicePreviews = pgTable(
  "voice_previews",
  {
    generatedVoiceId: text("generated_voice_id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** A `VoiceProfile`: engine voice, prosody, target figures (`sample`) and the preview's measured ones (`clone`). */
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull(),
    description: text("description").notNull(),
    text: text("text").notNull(),
    /** The request's `loudness` (−1…1), so a re-streamed preview sounds as it did. */
    loudness: doublePrecision("loudness").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_previews_created_idx").on(t.createdAt)],
);
