import { z } from "zod";

/** Where a voice stands in the voice library (spec 001 §4), a Chorus extra next to ElevenLabs' fields. */
export const libraryStates = [
  "not_shared",
  "pending_review",
  "live",
  "declined",
  "requires_verification",
  "removed",
  "disabled",
] as const;
export type LibraryState = (typeof libraryStates)[number];

/**
 * `VoiceSharingResponse`: how a voice is shared (its owner's view) or, for a voice added from the
 * library, where it came from (`status` copied / copied_disabled, `original_voice_id`). Every field is
 * optional on the wire; the SDK parses `status` and `review_status` as enums.
 */
export const VoiceSharingSchema = z
  .object({
    status: z.enum(["enabled", "disabled", "copied", "copied_disabled"]).nullish(),
    history_item_sample_id: z.string().nullish(),
    date_unix: z.number().int().nullish(),
    whitelisted_emails: z.array(z.string()).nullish(),
    public_owner_id: z.string().nullish(),
    original_voice_id: z.string().nullish(),
    financial_rewards_enabled: z.boolean().nullish(),
    free_users_allowed: z.boolean().nullish(),
    live_moderation_enabled: z.boolean().nullish(),
    rate: z.number().nullish(),
    fiat_rate: z.number().nullish(),
    notice_period: z.number().int().nullish(),
    disable_at_unix: z.number().int().nullish(),
    voice_mixing_allowed: z.boolean().nullish(),
    featured: z.boolean().nullish(),
    category: z.enum(["generated", "cloned", "premade", "professional", "famous", "high_quality"]).nullish(),
    reader_app_enabled: z.boolean().nullish(),
    image_url: z.string().nullish(),
    ban_reason: z.string().nullish(),
    liked_by_count: z.number().int().nullish(),
    cloned_by_count: z.number().int().nullish(),
    name: z.string().nullish(),
    description: z.string().nullish(),
    labels: z.record(z.string(), z.string()).nullish(),
    review_status: z
      .enum(["not_requested", "pending", "declined", "allowed", "allowed_with_changes"])
      .nullish(),
    review_message: z.string().nullish(),
    enabled_in_library: z.boolean().nullish(),
    /** Chorus extra: the library state the fields above add up to (spec 001 §4). */
    library_state: z.enum(libraryStates).nullish(),
  })
  .meta({ id: "VoiceSharingResponse" });

export type VoiceSharing = z.infer<typeof VoiceSharingSchema>;
