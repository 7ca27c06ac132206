import { z } from "zod";
import { VerifiedVoiceLanguageSchema } from "../voices/voice-schemas.ts";

export const voiceCategories = [
  "generated",
  "cloned",
  "premade",
  "professional",
  "famous",
  "high_quality",
] as const;

/**
 * `LibraryVoiceResponse`: one voice of the shared library (or a premade voice, in similar-voice
 * answers). The SDK requires every field without `nullish` here. `voice_id` is the original voice's
 * id and `public_owner_id` its owner's public id: together they are what `voices.share` takes.
 */
export const LibraryVoiceSchema = z
  .object({
    public_owner_id: z.string(),
    voice_id: z.string(),
    date_unix: z.number().int(),
    name: z.string(),
    accent: z.string(),
    gender: z.string(),
    age: z.string(),
    descriptive: z.string(),
    use_case: z.string(),
    category: z.enum(voiceCategories),
    language: z.string().nullish(),
    locale: z.string().nullish(),
    description: z.string().nullish(),
    preview_url: z.string().nullish(),
    usage_character_count_1y: z.number().int(),
    usage_character_count_7d: z.number().int(),
    play_api_usage_character_count_1y: z.number().int(),
    cloned_by_count: z.number().int(),
    rate: z.number().nullish(),
    fiat_rate: z.number().nullish(),
    free_users_allowed: z.boolean(),
    live_moderation_enabled: z.boolean(),
    featured: z.boolean(),
    verified_languages: z.array(VerifiedVoiceLanguageSchema).nullish(),
    notice_period: z.number().int().nullish(),
    instagram_username: z.string().nullish(),
    twitter_username: z.string().nullish(),
    youtube_username: z.string().nullish(),
    tiktok_username: z.string().nullish(),
    image_url: z.string().nullish(),
    is_added_by_user: z.boolean().nullish(),
    is_bookmarked: z.boolean().nullish(),
    /** Chorus extra, similar-voice answers only: the distance to the uploaded sample (0 = the same figures). */
    similarity_distance: z.number().nullish(),
  })
  .meta({ id: "LibraryVoiceResponse" });

export const GetLibraryVoicesResponseSchema = z
  .object({
    voices: z.array(LibraryVoiceSchema),
    has_more: z.boolean(),
    total_count: z.number().int().nullish(),
    last_sort_id: z.string().nullish(),
  })
  .meta({ id: "GetLibraryVoicesResponse" });

export type LibraryVoice = z.infer<typeof LibraryVoiceSchema>;
