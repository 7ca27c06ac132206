import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const getSharedVoicePreview = defineOperation({
  operationId: "chorus.sharedVoices.preview",
  method: "GET",
  path: "/v1/shared-voices/{public_owner_id}/{voice_id}/preview",
  summary: "A live library voice's preview clip (its preview_url in GET /v1/shared-voices)",
  description:
    "Public like the premade voices' preview URLs, so an <audio> element can play it: the voice's welcome text in its language, spoken with its fitted profile. Rendered once per version of the voice, then cached. Voices that are not live in the library are not found.",
  tag: "Voice library",
  auth: { kind: "public" },
  request: { params: z.object({ public_owner_id: idValue, voice_id: idValue }) },
  responses: { 200: { binary: true, contentType: "audio/mpeg", description: "MP3, 44.1 kHz, 128 kbps." } },
  errors: ["voice_not_found"],
});
