import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  VoiceDesignPreviewResponseSchema,
  VoiceDesignQuerySchema,
  VoiceRemixBodySchema,
} from "./text-to-voice-schemas.ts";

export const remixVoice = defineOperation({
  operationId: "textToVoice.remix",
  method: "POST",
  path: "/v1/text-to-voice/{voice_id}/remix",
  summary: "Remix a voice with a description of the change: three previews",
  description:
    "Starts from the voice's parameters (a custom voice's fitted or designed profile; a premade voice's engine voice with neutral prosody) and moves them by the words of `voice_description` (e.g. \"make it deeper and slower\"), read with the same rule table as design. `prompt_strength` (0–1, default 0.5) is how far: pitch, rate and intonation move by that fraction of the words' full effect, and gender, texture, age variant or accent words switch the engine voice only from 0.5 up. `seed`, `loudness`, `guidance_scale`, `text` and `auto_generate_text` act as in design.",
  tag: "Text to voice",
  auth: { kind: "any", permission: "voice_generation" },
  request: {
    params: z.object({ voice_id: idValue }),
    query: VoiceDesignQuerySchema,
    body: VoiceRemixBodySchema,
  },
  responses: { 200: VoiceDesignPreviewResponseSchema },
  errors: ["voice_not_found", "only_for_creator+", "only_for_pro+", "voice_generation_failed"],
});
