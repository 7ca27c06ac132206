import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema, DocumentResponseSchema } from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.get",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}",
  summary: "A document with its text as HTML, or a folder with its counts",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: DocumentParamsSchema,
    query: z.object({ agent_id: z.string().max(inputLimits.idCharacters).optional() }),
  },
  responses: { 200: DocumentResponseSchema },
  errors: ["knowledge_base_document_not_found"],
});
