import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { VoiceSchema } from "./voice-schemas.ts";

export const getVoice = defineOperation({
  operationId: "voices.get",
  method: "GET",
  path: "/v1/voices/{voice_id}",
  summary: "Get one voice",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_read" },
  request: {
    params: z.object({ voice_id: idValue }),
    query: z.object({
      with_settings: z
        .enum(["true", "false"])
        .transform((value) => value === "true")
        .default(true),
    }),
  },
  responses: { 200: VoiceSchema },
  errors: ["voice_not_found"],
});
