import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  BatchFailureSchema,
  EmbeddingModelSchema,
  RagIndexResponseSchema,
} from "./knowledge-base-schemas.ts";

export const getOrCreateRagIndexes = defineOperation({
  operationId: "conversationalAi.knowledgeBase.getOrCreateRagIndexes",
  method: "POST",
  path: "/v1/convai/knowledge-base/rag-index",
  summary:
    "Several documents' retrieval indexes at once, created when missing if asked; keyed by document id",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      items: z
        .array(
          z.object({
            document_id: z.string().min(1).max(inputLimits.idCharacters),
            create_if_missing: z.boolean(),
            model: EmbeddingModelSchema,
          }),
        )
        .min(1)
        .max(knowledgeBaseLimits.idsPerRequest),
    }),
  },
  responses: {
    200: z.record(
      z.string(),
      z.discriminatedUnion("status", [
        z.object({ status: z.literal("success"), data: RagIndexResponseSchema }),
        BatchFailureSchema,
      ]),
    ),
  },
});
