import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { CaptchaResponseSchema, recordingForm } from "./pvc/pvc-verification.ts";
import { StatusResponseSchema } from "./voice-schemas.ts";

const voiceParams = z.object({ voice_id: idValue });

export const getVoiceCaptcha = defineOperation({
  operationId: "chorus.voices.captcha.get",
  method: "GET",
  path: "/v1/voices/{voice_id}/captcha",
  summary: "A text to read aloud, for a voice whose safety control is CAPTCHA",
  description:
    "Voice safety (spec 000 §3, §7): a voice under CAPTCHA cannot generate until its owner reads the text aloud and sends the recording to POST on the same path; the check is the professional captcha's (recognition constrained to the text, and a voice match with the samples).",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams },
  responses: { 200: CaptchaResponseSchema },
  errors: ["voice_not_found", "max_verification_attempts_reached", "unsupported_language"],
});

export const verifyVoiceCaptcha = defineOperation({
  operationId: "chorus.voices.captcha.verify",
  method: "POST",
  path: "/v1/voices/{voice_id}/captcha",
  summary: "Send a recording of the captcha text (multipart field `recording`); a match clears CAPTCHA",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams, form: recordingForm },
  responses: { 200: StatusResponseSchema },
  errors: ["voice_not_found", "voice_verification_failed", "max_verification_attempts_reached"],
});

export const setVoiceSafetyControl = defineOperation({
  operationId: "chorus.voices.safetyControl.set",
  method: "POST",
  path: "/v1/voices/{voice_id}/safety-control",
  summary: "Set a voice's safety control (workspace admins): BAN, CAPTCHA or NONE",
  description:
    "BAN refuses every generation with the voice; CAPTCHA refuses it until the owner passes the voice's captcha; NONE lifts either. A BAN set by moderation cannot be lifted here.",
  tag: "Voices",
  auth: { kind: "session" },
  request: {
    params: voiceParams,
    body: z.object({ safety_control: z.enum(["BAN", "CAPTCHA", "NONE"]) }),
  },
  responses: { 200: StatusResponseSchema },
  errors: ["voice_not_found", "forbidden"],
});
