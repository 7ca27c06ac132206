import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * A workspace's own voices (instant clones, issue 5 §1). `profile` is the fitted voice profile
 * (base engine voice, prosody multipliers, the features measured in the samples and in the clone),
 * stored whole so the analysis can be shown and the voice spoken without refitting.
 */
export const voices = pgTable(
  "voices",
  {
    /** 20 characters, like the premade ids. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    labels: jsonb("labels").$type<Record<string, string>>().notNull(),
    /** `cloned` for instant clones, `generated` for designed voices, `professional` for professional clones. */
    category: text("category").notNull(),
    language: text("language").notNull(),
    /** The fitted profile; null for a professional voice until its training has finished. */
    profile: jsonb("profile").$type<Record<string, unknown>>(),
    /** BAN, CAPTCHA or null (voice safety, issue 5 §4). */
    safetyControl: text("safety_control"),
    /** Who set `safety_control`: `workspace` (an admin) or `moderation` (the operator); a moderation BAN stays. */
    safetyControlSource: text("safety_control_source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("voices_workspace_idx").on(t.workspaceId, t.createdAt),
    // "Name already taken" is per workspace; the verb checks first, this makes a race fail too.
    uniqueIndex("voices_workspace_name_unique").on(t.workspaceId, t.name),
  ],
);

/** The uploaded files of a custom voice; the bytes live in blob storage under `blob_key`. */
export const voiceSamples = pgTable(
  "voice_samples",
  {
    id: text("id").primaryKey(),
    /** Insertion order: samples are listed in the order they were uploaded, even within one request. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    voiceId: text("voice_id")
      .notNull()
      .references(() => voices.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** SHA-256 of the upload, hex: `VoiceSample.hash`, and how duplicates are recognised. */
    hash: text("hash").notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    removeBackgroundNoise: boolean("remove_background_noise").notNull().default(false),
    blobKey: text("blob_key").notNull(),
    // Professional cloning (issue 5 §3): what of the sample training uses, and what was measured in it.
    /** Milliseconds from the start; null = the whole sample. */
    trimStartMs: integer("trim_start_ms"),
    trimEndMs: integer("trim_end_ms"),
    /** not_started | pending | completed | failed */
    speakerSeparationStatus: text("speaker_separation_status").notNull().default("not_started"),
    /** The speakers found, each with its utterances (seconds); null until separation completes. */
    speakers: jsonb("speakers").$type<unknown[]>(),
    /** The speakers training uses; null = every speaker (or the whole sample when not separated). */
    selectedSpeakerIds: jsonb("selected_speaker_ids").$type<string[]>(),
    /** Peak levels of the sample in equal time slices, 0–1 (`visual_waveform`). */
    waveform: jsonb("waveform").$type<number[]>(),
    /** RMS and true-peak levels against the recommended range (spec 001 §9). */
    loudness: jsonb("loudness").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_samples_voice_idx").on(t.voiceId, t.seq)],
);

/**
 * One row per voice add or edit operation, kept after the voice is deleted: the monthly limit
 * (spec 001 §9) counts operations, not voices.
 */
export const voiceOperations = pgTable(
  "voice_operations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    voiceId: text("voice_id").notNull(),
    /** add | edit */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_operations_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);
