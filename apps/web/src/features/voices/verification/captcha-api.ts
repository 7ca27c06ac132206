import { getPvcCaptcha, getVoiceCaptcha, verifyPvcCaptcha, verifyVoiceCaptcha } from "@chorus/contract";
import { callOperation, operationPath } from "../../../lib/api/call-operation.ts";
import { postForm } from "../../../lib/api/form-data.ts";

/**
 * Which captcha: `pvc` proves a professional voice is the owner's (GET/POST /v1/voices/pvc/{id}/captcha);
 * `safety` clears a voice held by voice safety's CAPTCHA (GET/POST /v1/voices/{id}/captcha). Both are
 * checked the same way: the text must be heard, and the reader must sound like the samples.
 */
export type CaptchaPurpose = "pvc" | "safety";

/** Outside the voices key on purpose: refreshing voice lists must not issue a new text mid-reading. */
export const captchaQueryKey = (purpose: CaptchaPurpose, voiceId: string) =>
  ["voice-captcha", purpose, voiceId] as const;

/** A new text to read aloud (each call issues a new one; a refused reading keeps the current one). */
export const fetchCaptcha = (purpose: CaptchaPurpose, voiceId: string) =>
  callOperation(purpose === "pvc" ? getPvcCaptcha : getVoiceCaptcha, { params: { voice_id: voiceId } });

/** Sends the reading (multipart field `recording`); resolves when it was accepted. */
export function submitCaptchaRecording(purpose: CaptchaPurpose, voiceId: string, recording: File) {
  const form = new FormData();
  form.append("recording", recording, recording.name);
  const operation = purpose === "pvc" ? verifyPvcCaptcha : verifyVoiceCaptcha;
  return postForm<{ status: string }>(operationPath(operation, { voice_id: voiceId }), form);
}
