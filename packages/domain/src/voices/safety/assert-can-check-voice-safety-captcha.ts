import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findOwnVoice } from "../custom/find-own-voice.ts";
import { assertCaptchaReadable } from "../verification/voice-captcha.ts";

export const voiceSafetyCaptchaPath = (voiceId: string) => `/v1/voices/${voiceId}/captcha`;

/** The workspace's voice, when its safety control is CAPTCHA (the only state a captcha reading is for). */
export async function findVoiceUnderCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<CustomVoiceRecord> {
  requirePermission(ctx, "voices_write");
  const voice = await findOwnVoice(ctx, voiceId);
  if (voice.safetyControl !== "CAPTCHA") throw new DomainError("invalid_request", messages.voiceHasNoCaptcha);
  return voice;
}

/**
 * Whether a reading of a voice-safety captcha may be checked at all: the voice is under CAPTCHA and
 * the captcha's own conditions hold (language, attempts left, a captcha issued, samples).
 * `POST /v1/voices/{id}/captcha` runs it before its recording is read; `verifyVoiceSafetyCaptcha`
 * runs it again.
 */
export async function assertCanCheckVoiceSafetyCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<CustomVoiceRecord> {
  const voice = await findVoiceUnderCaptcha(ctx, voiceId);
  await assertCaptchaReadable(ctx, voice, "safety", voiceSafetyCaptchaPath(voiceId));
  return voice;
}
