import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  DocumentParamsSchema,
  EmbeddingModelSchema,
  RagIndexResponseSchema,
} from "./knowledge-base-schemas.ts";

export const computeDocumentRagIndex = defineOperation({
  operationId: "conversationalAi.knowledgeBase.document.computeRagIndex",
  method: "POST",
  path: "/v1/convai/knowledge-base/{documentation_id}/rag-index",
  summary: "A document's retrieval index for a model, built in the background when missing",
  description:
    "Poll until `status` is `succeeded` (or `failed`, `document_too_small`). Passages are ranked by PostgreSQL full-text search and trigram similarity, and by vectors when an embeddings server is configured.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: DocumentParamsSchema, body: z.object({ model: EmbeddingModelSchema }) },
  responses: { 200: RagIndexResponseSchema },
  errors: ["knowledge_base_document_not_found"],
});
