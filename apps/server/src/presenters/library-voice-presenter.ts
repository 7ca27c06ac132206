import type { LibraryVoice } from "@chorus/contract";
import { type LibraryVoiceView, libraryLabel, libraryLanguage } from "@chorus/domain";

/** Premade voices in similar-voice answers: they belong to no person, and every workspace has them already. */
export const premadePublicOwnerId = "chorus";

const unix = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : 0);

/**
 * `LibraryVoiceResponse` (the SDK requires every field it lists without `?`). A shared voice shows
 * what its owner chose to share, under its public owner id; never its workspace or samples.
 */
export function presentLibraryVoice(view: LibraryVoiceView, publicUrl: string): LibraryVoice {
  if (view.kind === "premade") {
    const { voice } = view;
    return {
      public_owner_id: premadePublicOwnerId,
      voice_id: voice.voiceId,
      date_unix: 0,
      name: voice.name,
      accent: voice.accent,
      gender: voice.gender,
      age: voice.age,
      descriptive: voice.descriptive,
      use_case: voice.useCase,
      category: "premade",
      language: voice.language,
      locale: voice.locale,
      description: `Premade voice spoken by ${voice.spokenBy}.`,
      preview_url: `${publicUrl}/v1/voices/${voice.voiceId}/preview`,
      usage_character_count_1y: 0,
      usage_character_count_7d: 0,
      play_api_usage_character_count_1y: 0,
      cloned_by_count: 0,
      rate: null,
      fiat_rate: null,
      free_users_allowed: true,
      live_moderation_enabled: false,
      featured: false,
      verified_languages: [],
      notice_period: null,
      image_url: null,
      is_added_by_user: true,
      is_bookmarked: false,
      similarity_distance: view.distance ?? null,
    };
  }
  const { entry, metrics, readerCopy } = view;
  const { sharing, voice } = entry;
  const label = (key: string) => libraryLabel(entry, key);
  return {
    public_owner_id: sharing.publicOwnerId,
    voice_id: voice.id,
    date_unix: unix(sharing.liveSince),
    name: voice.name,
    accent: label("accent"),
    gender: label("gender"),
    age: label("age"),
    descriptive: label("descriptive"),
    use_case: label("use_case"),
    category: voice.category,
    language: libraryLanguage(entry),
    locale: label("locale") || voice.language,
    description: sharing.description,
    // The version names the voice's last change: an edited voice gets a new URL past the 7-day cache.
    preview_url: `${publicUrl}/v1/voices/${voice.id}/preview?v=${voice.updatedAt.getTime()}`,
    usage_character_count_1y: metrics.usageCharacters1y,
    usage_character_count_7d: metrics.usageCharacters7d,
    play_api_usage_character_count_1y: metrics.usageCharacters1y,
    cloned_by_count: metrics.clonedByCount,
    // Chorus charges no multiplier for library voices; a custom rate is shown as `fiat_rate`.
    rate: null,
    fiat_rate: sharing.fiatRate,
    free_users_allowed: sharing.freeUsersAllowed,
    live_moderation_enabled: sharing.liveModerationEnabled,
    featured: sharing.featured,
    verified_languages: [],
    notice_period: sharing.noticePeriodDays,
    image_url: null,
    is_added_by_user: readerCopy !== undefined,
    is_bookmarked: readerCopy?.bookmarked ?? false,
    similarity_distance: view.distance ?? null,
  };
}
