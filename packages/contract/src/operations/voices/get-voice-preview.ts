import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const getVoicePreview = defineOperation({
  operationId: "chorus.voices.preview",
  method: "GET",
  path: "/v1/voices/{voice_id}/preview",
  summary: "A premade voice's preview clip (its preview_url)",
  description:
    "Public like ElevenLabs' preview URLs, so an <audio> element can play it. Rendered once, then cached.",
  tag: "Voices",
  auth: { kind: "public" },
  request: { params: z.object({ voice_id: idValue }) },
  responses: { 200: { binary: true, contentType: "audio/mpeg", description: "MP3, 44.1 kHz, 128 kbps." } },
  errors: ["voice_not_found"],
});
