import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema } from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseDocumentContent = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.getContent",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/content",
  summary: "A document's readable text, as plain text",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: DocumentParamsSchema },
  responses: {
    200: { binary: true, contentType: "text/plain; charset=utf-8", description: "The document's text." },
  },
  errors: ["knowledge_base_document_not_found"],
});
