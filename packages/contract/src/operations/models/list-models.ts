import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ModelSchema } from "./model-schemas.ts";

export const listModels = defineOperation({
  operationId: "models.list",
  method: "GET",
  path: "/v1/models",
  summary: "List the models this server can run",
  description:
    "The text-to-speech models under the ids ElevenLabs clients send, with their languages, request limits and credit cost per character (flash and turbo 0.5, the others 1).",
  tag: "Models",
  auth: { kind: "any", permission: "models_read" },
  responses: { 200: z.array(ModelSchema) },
});
