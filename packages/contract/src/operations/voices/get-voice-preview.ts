import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const getVoicePreview = defineOperation({
  operationId: "chorus.voices.preview",
  method: "GET",
  path: "/v1/voices/{voice_id}/preview",
  summary: "A premade or live library voice's preview clip (its preview_url)",
  description:
    "Public like ElevenLabs' preview URLs, so an <audio> element can play it. Rendered once, then cached. A library voice has one while it is live (as its copies speak it, default settings); its preview_url carries a version that changes when the voice does.",
  tag: "Voices",
  auth: { kind: "public" },
  request: { params: z.object({ voice_id: z.string().min(1) }) },
  responses: { 200: { binary: true, contentType: "audio/mpeg", description: "MP3, 44.1 kHz, 128 kbps." } },
  errors: ["voice_not_found"],
});
