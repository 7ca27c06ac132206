/** The voice last picked to speak with, kept in this browser so the speech pages open ready to generate. */
const storageKey = "chorus:last-voice";

export function rememberedVoiceId(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function rememberVoice(voiceId: string): void {
  try {
    window.localStorage.setItem(storageKey, voiceId);
  } catch {
    // Storage may be off (private mode); the pages still preselect the library's first voice.
  }
}
