import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { BatchFailureSchema, DocumentSummarySchema } from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseSummaries = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.summaries.get",
  method: "GET",
  path: "/v1/convai/knowledge-base/summaries",
  summary: "Summaries of several entries, keyed by id (an unknown one with its error)",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      document_ids: z.union([
        z.string().min(1).max(inputLimits.idCharacters),
        z
          .array(z.string().min(1).max(inputLimits.idCharacters))
          .min(1)
          .max(knowledgeBaseLimits.idsPerRequest),
      ]),
    }),
  },
  responses: {
    200: z.record(
      z.string(),
      z.discriminatedUnion("status", [
        z.object({ status: z.literal("success"), data: DocumentSummarySchema }),
        BatchFailureSchema,
      ]),
    ),
  },
});
