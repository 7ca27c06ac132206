import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { BatchFailureSchema, documentIds } from "./knowledge-base-schemas.ts";

export const bulkDeleteKnowledgeBaseDocuments = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.bulkDelete",
  method: "POST",
  path: "/v1/convai/knowledge-base/bulk-delete",
  summary: "Delete entries, each on its own: answered per id as deleted or with its error",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: z.object({ document_ids: documentIds, force: z.boolean().nullish() }) },
  responses: {
    200: z.record(
      z.string(),
      z.discriminatedUnion("status", [
        z.object({ status: z.literal("success"), data: z.object({ id: z.string() }) }),
        BatchFailureSchema,
      ]),
    ),
  },
});
