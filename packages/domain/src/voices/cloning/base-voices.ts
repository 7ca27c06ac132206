import type { SpeechLanguageCode } from "@chorus/contract";
import type { EngineVoice } from "../../ports/speech.ts";
import { premadeVoices } from "../premade-voices.ts";

/** eSpeak-NG's voice variants: the candidates a clone starts from, by the speaker's register. */
const variants = {
  male: ["m1", "m2", "m3", "m4", "m5", "m6", "m7"],
  female: ["f1", "f2", "f3", "f4", "f5"],
} as const;

/** Below this median F0 a speaker is fitted from the male variants, above it from the female ones. */
export const registerSplitHz = 165;

/** The eSpeak-NG language of a premade voice for `language` (e.g. `en-us`, `pt-br`), or English. */
function espeakLanguageFor(language: SpeechLanguageCode): string {
  const voice = premadeVoices.find((v) => v.language === language && v.engine.engine === "espeak");
  return voice ? voice.engine.engineVoiceId.split("+")[0]! : "en-us";
}

/**
 * The embedded voices a clone of a speaker of `language` may start from: eSpeak-NG (the engine that
 * speaks every language and takes pitch, range and rate), each variant of the speaker's register.
 */
export function baseVoiceCandidates(
  language: SpeechLanguageCode,
  register: "female" | "male",
): EngineVoice[] {
  const espeakLanguage = espeakLanguageFor(language);
  return variants[register].map((variant) => ({
    engine: "espeak" as const,
    engineVoiceId: `${espeakLanguage}+${variant}`,
    language,
  }));
}
