/** The tabs of /app/voices, in the order they are shown; `?tab=` names one. */
export const voiceTabs = ["explore", "mine", "defaults", "workspace", "collections"] as const;
export type VoiceTab = (typeof voiceTabs)[number];

/** Links from before the library existed: `?tab=library` was the premade voices. */
const aliases: Record<string, VoiceTab> = { library: "defaults" };

/** The tab a `?tab=` value names; Explore when it names none. */
export function voiceTabOf(value: string | null): VoiceTab {
  if (value && (voiceTabs as readonly string[]).includes(value)) return value as VoiceTab;
  return (value && aliases[value]) || "explore";
}

export const voiceTabPath = (tab: VoiceTab) => (tab === "explore" ? "/app/voices" : `/app/voices?tab=${tab}`);
