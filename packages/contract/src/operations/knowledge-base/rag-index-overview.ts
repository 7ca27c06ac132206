import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { EmbeddingModelSchema } from "./knowledge-base-schemas.ts";

export const ragIndexOverview = defineOperation({
  operationId: "conversationalAi.ragIndexOverview",
  method: "GET",
  path: "/v1/convai/knowledge-base/rag-index",
  summary: "Bytes indexed for retrieval, per embedding model",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  responses: {
    200: z
      .object({
        total_used_bytes: z.number().int(),
        total_max_bytes: z.number().int(),
        models: z.array(z.object({ model: EmbeddingModelSchema, used_bytes: z.number().int() })),
      })
      .meta({ id: "RagIndexOverviewResponseModel" }),
  },
});
