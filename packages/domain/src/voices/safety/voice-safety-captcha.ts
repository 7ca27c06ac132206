import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findOwnVoice } from "../custom/find-own-voice.ts";
import {
  type CaptchaRecording,
  checkCaptchaReading,
  type IssuedCaptcha,
  issueCaptcha,
} from "../verification/voice-captcha.ts";

async function voiceUnderCaptcha(ctx: AuthenticatedContext, voiceId: string) {
  requirePermission(ctx, "voices_write");
  const voice = await findOwnVoice(ctx, voiceId);
  if (voice.safetyControl !== "CAPTCHA") throw new DomainError("invalid_request", messages.voiceHasNoCaptcha);
  return voice;
}

/** `GET /v1/voices/{id}/captcha`: a text to read, for a voice whose safety control is CAPTCHA. */
export async function getVoiceSafetyCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<IssuedCaptcha> {
  return issueCaptcha(ctx, await voiceUnderCaptcha(ctx, voiceId), "safety");
}

/**
 * `POST /v1/voices/{id}/captcha` (multipart `recording`): checked exactly like the professional
 * captcha; a match clears CAPTCHA (and the voice may generate again).
 */
export async function verifyVoiceSafetyCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
  recording: CaptchaRecording | undefined,
): Promise<void> {
  const voice = await voiceUnderCaptcha(ctx, voiceId);
  await checkCaptchaReading(ctx, voice, "safety", recording, {
    captchaPath: `/v1/voices/${voiceId}/captcha`,
    onAccepted: async (tx) => {
      await tx.customVoices.update(ctx.workspaceId, voiceId, {
        safetyControl: null,
        safetyControlSource: null,
        updatedAt: ctx.ports.clock.now(),
      });
    },
  });
}
