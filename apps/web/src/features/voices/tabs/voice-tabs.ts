/**
 * The tabs of /app/voices, in the order they are shown; `?tab=` names one. Without it the page
 * shows the default voices, as it did before the library existed (a new server's library is
 * empty, and links to /app/voices keep meaning the built-in voices).
 */
export const voiceTabs = ["defaults", "explore", "mine", "workspace", "collections"] as const;
export type VoiceTab = (typeof voiceTabs)[number];

/** `?tab=library` was the premade voices' tab before Explore existed. */
const aliases: Record<string, VoiceTab> = { library: "defaults" };

/** The tab a `?tab=` value names; the default voices when it names none. */
export function voiceTabOf(value: string | null): VoiceTab {
  if (value && (voiceTabs as readonly string[]).includes(value)) return value as VoiceTab;
  return (value && aliases[value]) || "defaults";
}

export const voiceTabPath = (tab: VoiceTab) =>
  tab === "defaults" ? "/app/voices" : `/app/voices?tab=${tab}`;
