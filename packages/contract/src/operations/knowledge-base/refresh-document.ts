import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema, DocumentResponseSchema } from "./knowledge-base-schemas.ts";

export const refreshKnowledgeBaseDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.document.refresh",
  method: "POST",
  path: "/v1/convai/knowledge-base/{documentation_id}/refresh",
  summary: "Fetch a URL document's page again; changed text rebuilds its indexes",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: DocumentParamsSchema },
  responses: { 200: DocumentResponseSchema },
  errors: ["knowledge_base_document_not_found", "forbidden"],
});
