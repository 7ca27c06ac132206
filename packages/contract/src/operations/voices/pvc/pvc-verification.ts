import { z } from "zod";
import { professionalVoiceLimits } from "../../../catalogues/voice-sample-files.ts";
import { defineOperation } from "../../../operation.ts";
import { PvcStatusResponseSchema, voiceParams } from "./pvc-schemas.ts";

/** The text to read aloud. The official SDK ignores this body; the web app shows the text. */
export const CaptchaResponseSchema = z
  .object({
    voice_id: z.string(),
    text: z.string(),
    issued_at_unix: z.number().int(),
    language: z.string(),
    max_verification_attempts: z.number().int(),
    verification_attempts_left: z.number().int(),
  })
  .meta({ id: "VoiceCaptchaResponse" });

const captchaDescription =
  "The recording is checked for real: speech recognition (pocketsphinx) constrained to the captcha text must hear that text (word-level Levenshtein distance at most a quarter of its words), and the speaker's features (MFCC and pitch) must match the voice's samples. At most 5 attempts per 24 hours (`maximum verification attempts reached`). English only: for other languages the answer says so and points to manual verification.";

export const getPvcCaptcha = defineOperation({
  operationId: "voices.pvc.verification.captcha.get",
  method: "GET",
  path: "/v1/voices/pvc/{voice_id}/captcha",
  summary: "A new text for the owner to read aloud (professional voice verification)",
  description: captchaDescription,
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams },
  responses: { 200: CaptchaResponseSchema },
  errors: ["voice_not_found", "unsupported_language", "max_verification_attempts_reached"],
});

export const CaptchaFormSchema = z.object({});
const recordingForm = {
  fields: CaptchaFormSchema,
  files: ["recording"],
  limits: { fileBytes: professionalVoiceLimits.maxRecordingBytes, files: 1 },
} as const;

export const verifyPvcCaptcha = defineOperation({
  operationId: "voices.pvc.verification.captcha.verify",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}/captcha",
  summary: "Send a recording of the captcha text; a match verifies the voice",
  description: captchaDescription,
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams, form: recordingForm },
  responses: { 200: PvcStatusResponseSchema.meta({ id: "VerifyPvcVoiceCaptchaResponseModel" }) },
  errors: [
    "voice_not_found",
    "voice_verification_failed",
    "max_verification_attempts_reached",
    "unsupported_language",
  ],
});

export const requestPvcManualVerification = defineOperation({
  operationId: "voices.pvc.verification.request",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}/verification",
  summary: "Ask for manual verification, with at least one supporting document",
  description:
    "An operator approves or rejects the request (`npm run chorus -- voices approve-verification …`).",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    params: voiceParams,
    form: {
      fields: z.object({ extra_text: z.string().max(5000).optional() }),
      files: ["files"],
      limits: {
        fileBytes: professionalVoiceLimits.maxDocumentBytes,
        files: professionalVoiceLimits.maxDocuments,
      },
    },
  },
  responses: { 200: PvcStatusResponseSchema.meta({ id: "RequestPvcManualVerificationResponseModel" }) },
  errors: ["voice_not_found"],
});

export { recordingForm };
