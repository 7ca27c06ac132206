import { doublePrecision, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * Speech-to-text transcripts (issue 6 §1), one per `transcription_id`, scoped to a workspace. A
 * synchronous transcription is stored `completed`; a background one (`webhook=true`) starts
 * `processing` with its decoded audio in blob storage (`audio_key`) and ends `completed` or `failed`.
 */
export const transcripts = pgTable(
  "transcripts",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    /** processing | completed | failed */
    state: text("state").notNull(),
    /** The request's recognition options (language, diarization, exports, …) for the background job. */
    options: jsonb("options").$type<Record<string, unknown>>().notNull(),
    /** 16 kHz mono PCM of the upload while a background transcription waits for it. */
    audioKey: text("audio_key"),
    audioDurationSeconds: doublePrecision("audio_duration_seconds").notNull(),
    /** The finished transcript (language, words, exports), as the domain's `Transcript`. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("transcripts_workspace_idx").on(t.workspaceId, t.createdAt)],
);
