import type { ConvertOutputFormat, VoiceSettings } from "@chorus/contract";
import type { DictionaryLocator } from "../pronunciation-dictionaries/apply/resolve-locator-rules.ts";

/** A text-to-speech request as the domain receives it (wire names mapped, nothing defaulted yet). */
export interface TtsInput {
  voiceId: string;
  text: string;
  modelId?: string | null;
  languageCode?: string | null;
  voiceSettings?: VoiceSettings | null;
  seed?: number | null;
  applyTextNormalization?: "auto" | "on" | "off" | null;
  outputFormat: ConvertOutputFormat;
  /** `false` is zero-retention: nothing about the request is kept. */
  enableLogging: boolean;
  pronunciationDictionaryLocators?: readonly DictionaryLocator[] | null;
  /** ElevenLabs audio effect presets; none exist here, so any is refused clearly. */
  audioEffects?: Record<string, unknown> | null;
  /** The text spoken just before and just after this one, for continuity. */
  previousText?: string | null;
  nextText?: string | null;
  /** Earlier generations (history items) this one continues or precedes; they win over the texts. */
  previousRequestIds?: readonly string[] | null;
  nextRequestIds?: readonly string[] | null;
}
