import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys.ts";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * The speech-generation history (`GET /v1/history`): one row per logged generation. The audio
 * itself lives in blob storage under `audio_key`; the row is inserted only after the file is
 * written, so a row never points at a missing file.
 */
export const historyItems = pgTable(
  "history_items",
  {
    /** The generation's request id (also its `request-id` header). */
    id: text("id").primaryKey(),
    /** Insertion order, the tie-breaker when two items share a `created_at`. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    apiKeyId: text("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    voiceId: text("voice_id").notNull(),
    voiceName: text("voice_name").notNull(),
    voiceCategory: text("voice_category").notNull(),
    modelId: text("model_id").notNull(),
    text: text("text").notNull(),
    settings: jsonb("settings")
      .$type<{
        stability: number;
        similarityBoost: number;
        style: number;
        useSpeakerBoost: boolean;
        speed: number;
      }>()
      .notNull(),
    outputFormat: text("output_format").notNull(),
    characterCountChangeFrom: integer("character_count_change_from").notNull(),
    characterCountChangeTo: integer("character_count_change_to").notNull(),
    contentType: text("content_type").notNull(),
    /** TTS | STS */
    source: text("source").notNull(),
    /** created | processing | deleted */
    state: text("state").notNull(),
    audioKey: text("audio_key").notNull(),
    feedback: jsonb("feedback").$type<{
      thumbsUp: boolean;
      feedback: string;
      emotions: boolean;
      inaccurateClone: boolean;
      glitches: boolean;
      audioQuality: boolean;
      other: boolean;
      reviewStatus: "not_reviewed" | "reviewed";
    }>(),
    shareToken: text("share_token"),
    /** The lines of a text-to-dialogue generation; null for text to speech. */
    dialogue: jsonb("dialogue").$type<{ text: string; voiceId: string; voiceName: string }[]>(),
    /**
     * The kept share video (blob key) and what it was made for: theme, whether audio tags were
     * stripped from the text, whether it carries the watermark. All null until one is made.
     */
    videoKey: text("video_key"),
    videoTheme: text("video_theme"),
    videoStripV3Tags: boolean("video_strip_v3_tags"),
    videoWatermarked: boolean("video_watermarked"),
    /** The 32-bit id the audio's watermark carries (the AI speech classifier finds the item by it). */
    watermarkId: bigint("watermark_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("history_items_workspace_created_idx").on(t.workspaceId, t.createdAt, t.seq),
    uniqueIndex("history_items_share_token_unique").on(t.shareToken),
    index("history_items_workspace_watermark_idx").on(t.workspaceId, t.watermarkId),
  ],
);
