import type { Voice } from "@chorus/contract";

/** A voice's language, from its own field or its labels. */
export const voiceLanguage = (voice: Voice) => voice.language ?? voice.labels?.language ?? "";
export const voiceGender = (voice: Voice) => voice.labels?.gender ?? "";
export const voiceAccent = (voice: Voice) => voice.labels?.accent ?? "";

/** The distinct values of one attribute across voices, sorted, for a filter's options. */
export function distinct(voices: Voice[], pick: (voice: Voice) => string): string[] {
  return [...new Set(voices.map(pick).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
