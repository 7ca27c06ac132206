import { z } from "zod";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema, DocumentResponseSchema, documentName } from "./knowledge-base-schemas.ts";

export const updateKnowledgeBaseDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.update",
  method: "PATCH",
  path: "/v1/convai/knowledge-base/{documentation_id}",
  summary: "Rename an entry, or change a text document's text",
  description: "New text rebuilds the document's retrieval indexes. Only the creator or a workspace admin.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: DocumentParamsSchema,
    body: z.object({
      name: documentName.nullish(),
      content: z.string().max(knowledgeBaseLimits.textCharacters).nullish(),
    }),
  },
  responses: { 200: DocumentResponseSchema },
  errors: ["knowledge_base_document_not_found", "forbidden"],
});
