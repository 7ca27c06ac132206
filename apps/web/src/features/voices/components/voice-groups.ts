import type { Voice } from "@chorus/contract";
import { voiceLanguage } from "../voice-attributes.ts";

export interface VoiceGroup {
  /** "mine": the interface's language; "english"; "others": every other language. */
  key: "mine" | "english" | "others";
  /** The language code of the group (none for "others"). */
  language: string | undefined;
  voices: Voice[];
}

const baseLanguage = (code: string) => code.split(/[-_]/)[0]!.toLowerCase();

/**
 * The default voices in at most three groups, in the order people look for them: the interface's
 * language (when it is not English), English, then every other language, each language's voices
 * together and the languages in the order `languageName` sorts them. Empty groups are left out.
 */
export function groupVoices(
  voices: readonly Voice[],
  uiLocale: string,
  languageName: (code: string) => string,
): VoiceGroup[] {
  const mine = baseLanguage(uiLocale);
  const groups: VoiceGroup[] = [
    { key: "mine", language: mine, voices: [] },
    { key: "english", language: "en", voices: [] },
    { key: "others", language: undefined, voices: [] },
  ];
  for (const voice of voices) {
    const language = baseLanguage(voiceLanguage(voice));
    if (mine !== "en" && language === mine) groups[0]!.voices.push(voice);
    else if (language === "en") groups[1]!.voices.push(voice);
    else groups[2]!.voices.push(voice);
  }
  const nameOf = (voice: Voice) => languageName(baseLanguage(voiceLanguage(voice)));
  groups[2]!.voices.sort((a, b) => nameOf(a).localeCompare(nameOf(b), uiLocale));
  return groups.filter((group) => group.voices.length > 0);
}
