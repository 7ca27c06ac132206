import type { ConvertOutputFormat } from "@chorus/contract";
import type { DictionaryLocator } from "../pronunciation-dictionaries/apply/resolve-locator-rules.ts";

/** One line of a dialogue: what is said and by which voice. */
export interface DialogueLine {
  text: string;
  voiceId: string;
}

/** A text-to-dialogue request as the domain receives it (wire names mapped, nothing defaulted yet). */
export interface DialogueInput {
  inputs: readonly DialogueLine[];
  modelId?: string | null;
  languageCode?: string | null;
  settings?: {
    stability?: number | null;
    similarity?: number | null;
    similarityBoost?: number | null;
    style?: number | null;
    useSpeakerBoost?: boolean | null;
    speed?: number | null;
  } | null;
  seed?: number | null;
  applyTextNormalization?: "auto" | "on" | "off" | null;
  outputFormat: ConvertOutputFormat;
  /** `false` is zero-retention: nothing about the request is kept. */
  enableLogging: boolean;
  pronunciationDictionaryLocators?: readonly DictionaryLocator[] | null;
  audioEffects?: Record<string, unknown> | null;
}
