import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema, RagIndexResponseSchema } from "./knowledge-base-schemas.ts";

export const listDocumentRagIndexes = defineOperation({
  operationId: "conversationalAi.getDocumentRagIndexes",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/rag-index",
  summary: "A document's retrieval indexes, one per embedding model, with their status and progress",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: DocumentParamsSchema },
  responses: {
    200: z
      .object({ indexes: z.array(RagIndexResponseSchema) })
      .meta({ id: "RagDocumentIndexesResponseModel" }),
  },
  errors: ["knowledge_base_document_not_found"],
});
