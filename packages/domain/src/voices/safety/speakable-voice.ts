import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findUsableVoice } from "../get-voice.ts";
import type { VoiceView } from "../voice-view.ts";

/**
 * Refuses a voice that must not speak: blocked by voice safety (BAN, with the spec's message), held
 * for a captcha (CAPTCHA), or a professional voice not trained yet (no profile to speak with).
 */
export function assertSpeakable(view: VoiceView): void {
  const record = view.custom?.record;
  if (!record) return;
  if (record.safetyControl === "BAN") throw new DomainError("voice_blocked", messages.voiceBlocked);
  if (record.safetyControl === "CAPTCHA")
    throw new DomainError("voice_captcha_required", messages.voiceCaptchaRequired(record.id));
  if (!record.profile) throw new DomainError("voice_not_fine_tuned", messages.voiceNotFineTuned(record.id));
}

/**
 * The voice lookup of every speech path (text to speech over HTTP and WebSocket, dialogue, remix
 * previews): `findUsableVoice` (another workspace's voice is not found), then `assertSpeakable`.
 */
export async function findSpeakableVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  const view = await findUsableVoice(ctx, voiceId);
  assertSpeakable(view);
  return view;
}
