import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema } from "./knowledge-base-schemas.ts";

export const moveKnowledgeBaseDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.move",
  method: "POST",
  path: "/v1/convai/knowledge-base/{documentation_id}/move",
  summary: "Move an entry into a folder (or to the top without `move_to`)",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: DocumentParamsSchema,
    body: z.object({ move_to: z.string().max(inputLimits.idCharacters).nullish() }),
  },
  responses: { 200: z.object({}) },
  errors: ["knowledge_base_document_not_found", "forbidden"],
});
