import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { VoiceSchema } from "./voice-schemas.ts";

const booleanQuery = z
  .enum(["true", "false"])
  .transform((value) => value === "true")
  .optional();

export const getVoices = defineOperation({
  operationId: "voices.getAll",
  method: "GET",
  path: "/v1/voices",
  summary: "List the voices available to the workspace",
  description:
    "Cacheable for 7 days (spec 000 §9): the response carries an ETag that changes whenever a voice or its settings change, so a conditional request always sees the current list.",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { query: z.object({ show_legacy: booleanQuery }) },
  responses: { 200: z.object({ voices: z.array(VoiceSchema) }) },
});
