import type { AuthenticatedContext } from "../../context.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import { checkCaptchaReading, type IssuedCaptcha, issueCaptcha } from "../verification/voice-captcha.ts";
import {
  assertCanCheckVoiceSafetyCaptcha,
  findVoiceUnderCaptcha,
  voiceSafetyCaptchaPath,
} from "./assert-can-check-voice-safety-captcha.ts";

/** `GET /v1/voices/{id}/captcha`: a text to read, for a voice whose safety control is CAPTCHA. */
export async function getVoiceSafetyCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<IssuedCaptcha> {
  return issueCaptcha(ctx, await findVoiceUnderCaptcha(ctx, voiceId), "safety");
}

/**
 * `POST /v1/voices/{id}/captcha` (multipart `recording`): checked exactly like the professional
 * captcha; a match clears CAPTCHA (and the voice may generate again).
 */
export async function verifyVoiceSafetyCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
  recording: StagedUpload | undefined,
): Promise<void> {
  const voice = await assertCanCheckVoiceSafetyCaptcha(ctx, voiceId);
  await checkCaptchaReading(ctx, voice, "safety", recording, {
    captchaPath: voiceSafetyCaptchaPath(voiceId),
    onAccepted: async (tx) => {
      await tx.customVoices.update(ctx.workspaceId, voiceId, {
        safetyControl: null,
        safetyControlSource: null,
        updatedAt: ctx.ports.clock.now(),
      });
    },
  });
}
