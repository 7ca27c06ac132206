import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { voices } from "./custom-voices.ts";
import { workspaces } from "./workspaces.ts";

/**
 * The professional-cloning state of a voice (issue 5 §3), one row per professional voice: whether
 * the speaker is verified (captcha or an operator's approval) and the training per model. The
 * displayed state (draft, needs verification, …) is derived from this row, the samples and the
 * voice's safety control, so it can never disagree with them.
 */
export const voiceFineTuning = pgTable("voice_fine_tuning", {
  voiceId: text("voice_id")
    .primaryKey()
    .references(() => voices.id, { onDelete: "cascade" }),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  /** captcha | manual */
  verifiedBy: text("verified_by"),
  /** Per model id: `{ state, progress, message }` (`fine_tuning.state`, `.progress`, `.message`). */
  models: jsonb("models").$type<Record<string, unknown>>().notNull().default({}),
  /** The audio training used, after trims and speaker selection, and the slices it was cut into. */
  datasetDurationSeconds: doublePrecision("dataset_duration_seconds"),
  sliceIds: jsonb("slice_ids").$type<string[]>().notNull().default([]),
  /** The background job of the running (or last) training. */
  jobId: text("job_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The text a voice's owner was last given to read (`GET …/captcha`), per purpose: `pvc` (professional
 * verification) or `safety` (a voice under safety_control CAPTCHA). The recording is checked against it.
 */
export const voiceCaptchas = pgTable(
  "voice_captchas",
  {
    voiceId: text("voice_id")
      .notNull()
      .references(() => voices.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.voiceId, t.purpose] })],
);

/** Every captcha recording checked (spec 001 §4: attempts are capped); the recording is in blob storage. */
export const voiceVerificationAttempts = pgTable(
  "voice_verification_attempts",
  {
    id: text("id").primaryKey(),
    /** Insertion order: attempts are listed in the order they were made, even within one second. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    voiceId: text("voice_id")
      .notNull()
      .references(() => voices.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    text: text("text").notNull(),
    accepted: boolean("accepted").notNull(),
    /** Speaker similarity of the recording to the voice's samples, 0–1. */
    similarity: doublePrecision("similarity").notNull(),
    /** Word-level edit distance between what was recognised and the captcha text. */
    levenshteinDistance: integer("levenshtein_distance").notNull(),
    transcription: text("transcription").notNull(),
    /** Why it was refused (text, voice); null when accepted. */
    failure: text("failure"),
    recordingBlobKey: text("recording_blob_key").notNull(),
    recordingMimeType: text("recording_mime_type").notNull(),
    recordingSizeBytes: integer("recording_size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("voice_verification_attempts_voice_idx").on(t.voiceId, t.seq)],
);

/**
 * A request for manual verification (`POST /v1/voices/pvc/{id}/verification`): the owner's note and
 * supporting documents (blob storage), decided by an operator (`npm run chorus -- voices …`).
 */
export const voiceManualVerifications = pgTable(
  "voice_manual_verifications",
  {
    id: text("id").primaryKey(),
    voiceId: text("voice_id")
      .notNull()
      .references(() => voices.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    extraText: text("extra_text").notNull(),
    /** `{ fileId, fileName, mimeType, sizeBytes, blobKey, uploadedAt }` per document. */
    files: jsonb("files").$type<unknown[]>().notNull(),
    /** pending | approved | rejected */
    status: text("status").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
  },
  (t) => [index("voice_manual_verifications_voice_idx").on(t.voiceId, t.requestedAt)],
);
