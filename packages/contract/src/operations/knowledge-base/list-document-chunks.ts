import { z } from "zod";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  ChunkResponseSchema,
  DocumentParamsSchema,
  EmbeddingModelSchema,
  listCursor,
} from "./knowledge-base-schemas.ts";

export const listKnowledgeBaseDocumentChunks = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.chunks.list",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/chunks",
  summary: "A document's retrieval passages in order (none until its index is built)",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: DocumentParamsSchema,
    query: z.object({
      embedding_model: EmbeddingModelSchema.optional(),
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(knowledgeBaseLimits.chunkPageSize.max)
        .default(knowledgeBaseLimits.chunkPageSize.default),
      cursor: listCursor,
    }),
  },
  responses: {
    200: z
      .object({ chunks: z.array(ChunkResponseSchema), next_cursor: z.string().nullish() })
      .meta({ id: "KnowledgeBaseDocumentChunksResponseModel" }),
  },
  errors: ["knowledge_base_document_not_found"],
});
