import { defineOperation } from "../../operation.ts";
import { VoiceSchema } from "../voices/voice-schemas.ts";
import { CreateVoiceFromPreviewBodySchema } from "./text-to-voice-schemas.ts";

export const createVoiceFromPreview = defineOperation({
  operationId: "textToVoice.create",
  method: "POST",
  path: "/v1/text-to-voice",
  summary: "Create a voice from a design or remix preview",
  description:
    "Turns a preview (`generated_voice_id`, kept for 24 hours, only in the workspace that made it) into a custom voice of category `generated` with the preview's parameters. Counts against voice slots and the monthly add/edit operations; the free plan holds at most 10 designed voices. No paid plan is needed.",
  tag: "Text to voice",
  auth: { kind: "any", permission: "voices_write" },
  request: { body: CreateVoiceFromPreviewBodySchema },
  responses: { 200: VoiceSchema },
  errors: [
    "voice_preview_not_found",
    "voice_limit_reached",
    "voice_add_edit_limit_reached",
    "designed_voice_limit_reached",
    "voice_creation_failed",
  ],
});
