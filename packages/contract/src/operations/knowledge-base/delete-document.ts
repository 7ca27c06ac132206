import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { DocumentParamsSchema } from "./knowledge-base-schemas.ts";

export const deleteKnowledgeBaseDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.delete",
  method: "DELETE",
  path: "/v1/convai/knowledge-base/{documentation_id}",
  summary: "Delete a document, or a folder with everything in it",
  description:
    "Refused (409) while agents use it, unless `force=true`, which also takes it off those agents. Only the creator or a workspace admin.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: DocumentParamsSchema,
    query: z.object({ force: queryBoolean }),
  },
  responses: { 200: z.object({}) },
  errors: ["knowledge_base_document_not_found", "knowledge_base_document_in_use", "forbidden"],
});
