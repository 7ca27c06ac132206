import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { ChunkResponseSchema, DocumentParamsSchema, EmbeddingModelSchema } from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseDocumentChunk = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.chunk.get",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/chunk/{chunk_id}",
  summary: "One retrieval passage of a document",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: DocumentParamsSchema.extend({ chunk_id: z.string().min(1).max(inputLimits.idCharacters) }),
    query: z.object({ embedding_model: EmbeddingModelSchema.optional() }),
  },
  responses: { 200: ChunkResponseSchema },
  errors: ["knowledge_base_document_not_found", "knowledge_base_chunk_not_found"],
});
