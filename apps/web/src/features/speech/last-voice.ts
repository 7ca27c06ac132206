import { readStored, writeStored } from "../../lib/browser-storage.ts";

/** The voice last picked to speak with, kept in this browser so the speech pages open ready to generate. */
const storageKey = "chorus:last-voice";

export function rememberedVoiceId(): string | null {
  return readStored("local", storageKey) ?? null;
}

/** Without storage (private mode) the pages still preselect the library's first voice. */
export function rememberVoice(voiceId: string): void {
  writeStored("local", storageKey, voiceId);
}
