import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const streamVoicePreview = defineOperation({
  operationId: "textToVoice.preview.stream",
  method: "GET",
  path: "/v1/text-to-voice/{generated_voice_id}/stream",
  summary: "Stream a design or remix preview again",
  description:
    "The preview is spoken again from its stored parameters (the audio itself is not kept), as mp3 at 44.1 kHz and 128 kbps, with its loudness. Previews expire after 24 hours.",
  tag: "Text to voice",
  auth: { kind: "any", permission: "voice_generation" },
  request: { params: z.object({ generated_voice_id: idValue }) },
  responses: { 200: { binary: true, contentType: "audio/mpeg", description: "MP3, 44.1 kHz, 128 kbps." } },
  errors: ["voice_preview_not_found", "voice_generation_failed"],
});
