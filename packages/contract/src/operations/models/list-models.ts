import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ModelSchema } from "./model-schemas.ts";

export const listModels = defineOperation({
  operationId: "models.list",
  method: "GET",
  path: "/v1/models",
  summary: "List the models this server can run",
  description:
    "Only models backed by a working engine are listed. Until the speech engines land, the list is empty rather than advertising models that cannot synthesize.",
  tag: "Models",
  auth: { kind: "any", permission: "models_read" },
  responses: { 200: z.array(ModelSchema) },
});
