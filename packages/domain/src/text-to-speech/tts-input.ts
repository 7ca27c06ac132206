import type { ConvertOutputFormat, VoiceSettings } from "@chorus/contract";

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
  pronunciationDictionaryLocators?: readonly unknown[] | null;
  /** ElevenLabs audio effect presets; none exist here, so any is refused clearly. */
  audioEffects?: Record<string, unknown> | null;
}
