import { z } from "zod";
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
  })
  .meta({ id: "VoiceSample" });

/** `Voice` with the fields the official SDK parses; all but `voice_id` are optional on the wire. */
export const VoiceSchema = z
  .object({
    voice_id: z.string(),
    name: z.string().nullish(),
    samples: z.array(VoiceSampleSchema).nullish(),
    category: z.enum(["generated", "cloned", "premade", "professional", "famous", "high_quality"]).nullish(),
    fine_tuning: z.record(z.string(), z.unknown()).nullish(),
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
    voice_verification: z
      .object({
        requires_verification: z.boolean(),
        is_verified: z.boolean(),
        verification_failures: z.array(z.string()),
        verification_attempts_count: z.number().int(),
        language: z.string().nullish(),
      })
      .nullish(),
    permission_on_resource: z.string().nullish(),
    is_owner: z.boolean().nullish(),
    is_legacy: z.boolean().nullish(),
    is_mixed: z.boolean().nullish(),
    created_at_unix: z.number().int().nullish(),
    // Chorus extras: which engine speaks the voice, and the language it speaks natively.
    language: z.string().nullish(),
    engine: z.string().nullish(),
    /** Chorus extra, custom voices only: what cloning measured in the samples and in the clone. */
    analysis: z.record(z.string(), z.unknown()).nullish(),
  })
  .meta({ id: "Voice" });

export const StatusResponseSchema = z.object({ status: z.string() });

export type VoiceSettings = z.infer<typeof VoiceSettingsSchema>;
export type Voice = z.infer<typeof VoiceSchema>;
