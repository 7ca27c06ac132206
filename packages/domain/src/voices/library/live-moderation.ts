import { messages } from "@chorus/contract";
import { DomainError } from "../../shared/domain-error.ts";
import type { VoiceView } from "../voice-view.ts";

/** The products that refuse live-moderated voices (spec 001 §5). */
export type ModeratedProduct = "studio" | "agents" | "audio_native";

const refusals: Record<ModeratedProduct, string> = {
  studio: messages.liveModerationNotInStudio,
  agents: messages.liveModerationNotInAgents,
  audio_native: messages.liveModerationNotInAudioNative,
};

/**
 * Spec 001 §5: "Live-moderated voices are blocked in the studio, in agents and in Audio Native."
 * A voice is live-moderated when it was added from the library and its owner turned live moderation
 * on (the copy keeps the flag it was added with; the owner's own voice is not moderated for them).
 * Studio, agents and Audio Native call this with the voice `findUsableVoice` resolved, before any work.
 */
export function assertVoiceAllowedIn(voice: Pick<VoiceView, "library">, product: ModeratedProduct): void {
  if (voice.library?.copy?.record.liveModerationEnabled)
    throw new DomainError("voice_unavailable", refusals[product]);
}
