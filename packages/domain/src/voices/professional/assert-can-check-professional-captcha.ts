import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { assertCaptchaReadable } from "../verification/voice-captcha.ts";
import { findProfessionalVoice, type ProfessionalVoice } from "./find-professional-voice.ts";

export const professionalCaptchaPath = (voiceId: string) => `/v1/voices/pvc/${voiceId}/captcha`;

/**
 * Whether a reading of a professional voice's captcha may be checked at all: the permission, the
 * workspace's professional voice not yet verified, and the captcha's own conditions (language,
 * attempts left, a captcha issued, samples). `POST /v1/voices/pvc/{id}/captcha` runs it before its
 * recording is read; `verifyProfessionalCaptcha` runs it again.
 */
export async function assertCanCheckProfessionalCaptcha(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<ProfessionalVoice> {
  requirePermission(ctx, "voices_write");
  const found = await findProfessionalVoice(ctx, voiceId);
  if (found.fineTuning.verifiedAt) throw new DomainError("invalid_request", messages.voiceAlreadyVerified);
  await assertCaptchaReadable(ctx, found.voice, "pvc", professionalCaptchaPath(voiceId));
  return found;
}
