import { z } from "zod";
import { SpeakerSeparationSchema } from "./pvc/pvc-schemas.ts";
import { VoiceSharingSchema } from "./voice-sharing-schema.ts";

/** Voice settings as clients send them; each is optional and `null` means "use the default". */
export const VoiceSettingsSchema = z
  .object({
    stability: z.number().min(0).max(1).nullish(),
    use_speaker_boost: z.boolean().nullish(),
    similarity_boost: z.number().min(0).max(1).nullish(),
    style: z.number().min(0).max(1).nullish(),
    speed: z.number().min(0.7).max(1.2).nullish(),
  })
  .meta({ id: "VoiceSettings" });

export const VerifiedVoiceLanguageSchema = z.object({
  language: z.string(),
  model_id: z.string(),
  accent: z.string().nullish(),
  locale: z.string().nullish(),
  preview_url: z.string().nullish(),
});

/** `VoiceSample`: one uploaded file of a custom voice. */
export const VoiceSampleSchema = z
  .object({
    sample_id: z.string(),
    file_name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int(),
    hash: z.string(),
    duration_secs: z.number().nullish(),
    remove_background_noise: z.boolean().nullish(),
    has_isolated_audio: z.boolean().nullish(),
    has_isolated_audio_preview: z.boolean().nullish(),
    speaker_separation: SpeakerSeparationSchema.nullish(),
    /** Professional samples: the part training uses, in milliseconds. */
    trim_start: z.number().int().nullish(),
    trim_end: z.number().int().nullish(),
    /** Chorus extra, professional samples: levels against the recommended range (spec 001 §9). */
    loudness: z
      .object({
        rms_db: z.number().nullable(),
        true_peak_db: z.number().nullable(),
        recommended_rms_db: z.tuple([z.number(), z.number()]),
        max_true_peak_db: z.number(),
        verdicts: z.array(z.string()),
      })
      .nullish(),
  })
  .meta({ id: "VoiceSample" });

/** `VerificationAttemptResponse`: one captcha reading checked. */
export const VerificationAttemptSchema = z
  .object({
    text: z.string(),
    date_unix: z.number().int(),
    accepted: z.boolean(),
    similarity: z.number(),
    levenshtein_distance: z.number(),
    recording: z
      .object({
        recording_id: z.string(),
        mime_type: z.string(),
        size_bytes: z.number().int(),
        upload_date_unix: z.number().int(),
        transcription: z.string(),
      })
      .nullish(),
  })
  .meta({ id: "VerificationAttemptResponse" });

const fineTuningStates = z.enum(["not_started", "queued", "fine_tuning", "fine_tuned", "failed", "delayed"]);

/** `FineTuningResponse`: professional cloning's verification and training state. */
export const FineTuningSchema = z
  .object({
    is_allowed_to_fine_tune: z.boolean().nullish(),
    state: z.record(z.string(), fineTuningStates).nullish(),
    verification_failures: z.array(z.string()).nullish(),
    verification_attempts_count: z.number().int().nullish(),
    manual_verification_requested: z.boolean().nullish(),
    language: z.string().nullish(),
    progress: z.record(z.string(), z.number().nullish()).nullish(),
    message: z.record(z.string(), z.string().nullish()).nullish(),
    dataset_duration_seconds: z.number().nullish(),
    verification_attempts: z.array(VerificationAttemptSchema).nullish(),
    slice_ids: z.array(z.string()).nullish(),
    manual_verification: z
      .object({
        extra_text: z.string(),
        request_time_unix: z.number().int(),
        files: z.array(
          z.object({
            file_id: z.string(),
            file_name: z.string(),
            mime_type: z.string(),
            size_bytes: z.number().int(),
            upload_date_unix: z.number().int(),
          }),
        ),
      })
      .nullish(),
    max_verification_attempts: z.number().int().nullish(),
    next_max_verification_attempts_reset_unix_ms: z.number().int().nullish(),
    /**
     * The professional voice's state as the product names it (spec 001 §4): draft, needs_verification,
     * manual_verification_requested, verified, fine_tuning, fine_tuned, blocked.
     */
    finetuning_state: z.string().nullish(),
  })
  .meta({ id: "FineTuningResponse" });

/** `Voice` with the fields the official SDK parses; all but `voice_id` are optional on the wire. */
export const VoiceSchema = z
  .object({
    voice_id: z.string(),
    name: z.string().nullish(),
    samples: z.array(VoiceSampleSchema).nullish(),
    category: z.enum(["generated", "cloned", "premade", "professional", "famous", "high_quality"]).nullish(),
    fine_tuning: FineTuningSchema.nullish(),
    labels: z.record(z.string(), z.string()).nullish(),
    description: z.string().nullish(),
    preview_url: z.string().nullish(),
    available_for_tiers: z.array(z.string()).nullish(),
    settings: VoiceSettingsSchema.nullish(),
    sharing: VoiceSharingSchema.nullish(),
    high_quality_base_model_ids: z.array(z.string()).nullish(),
    verified_languages: z.array(VerifiedVoiceLanguageSchema).nullish(),
    collection_ids: z.array(z.string()).nullish(),
    safety_control: z.enum(["NONE", "BAN", "CAPTCHA", "ENTERPRISE_BAN", "ENTERPRISE_CAPTCHA"]).nullish(),
    /**
     * Chorus extra: who set `safety_control` — the workspace's admins, or moderation (which only
     * moderation can lift, so the web app shows admins why the control is locked). Null when none is set.
     */
    safety_control_source: z.enum(["workspace", "moderation"]).nullish(),
    voice_verification: z
      .object({
        requires_verification: z.boolean(),
        is_verified: z.boolean(),
        verification_failures: z.array(z.string()),
        verification_attempts_count: z.number().int(),
        language: z.string().nullish(),
        verification_attempts: z.array(VerificationAttemptSchema).nullish(),
      })
      .nullish(),
    permission_on_resource: z.string().nullish(),
    /** True for the custom voices the caller created (or added from the library); false for other members' and premade voices. */
    is_owner: z.boolean().nullish(),
    is_legacy: z.boolean().nullish(),
    is_mixed: z.boolean().nullish(),
    created_at_unix: z.number().int().nullish(),
    // Chorus extras: which engine speaks the voice, and the language it speaks natively.
    language: z.string().nullish(),
    engine: z.string().nullish(),
    /**
     * Chorus extra: what speaks this voice, plainly (the embedded engine voice, fitted or designed).
     * `description` stays the owner's own text, null when they wrote none.
     */
    spoken_by: z.string().nullish(),
    /** Chorus extra, custom voices only: what cloning measured in the samples and in the clone. */
    analysis: z.record(z.string(), z.unknown()).nullish(),
  })
  .meta({ id: "Voice" });

export const StatusResponseSchema = z.object({ status: z.string() });

export type VoiceSettings = z.infer<typeof VoiceSettingsSchema>;
export type Voice = z.infer<typeof VoiceSchema>;
