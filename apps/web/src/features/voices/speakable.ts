import type { Voice } from "@chorus/contract";
import { isProfessionalVoice, professionalState } from "./professional/professional-state.ts";

/**
 * Whether text to speech can use the voice at all: a professional clone only once trained, a copy
 * from the library only until its notice period ended (`copied_disabled`). Voice safety (BAN,
 * CAPTCHA) is left to its own dialogs, which explain what to do.
 */
export function canSpeakWith(voice: Voice): boolean {
  if (voice.sharing?.status === "copied_disabled") return false;
  // A copy speaks with the trained profile it was copied with; it has no training state of its own.
  if (voice.sharing?.status === "copied") return true;
  return !isProfessionalVoice(voice) || professionalState(voice) === "fine_tuned";
}
