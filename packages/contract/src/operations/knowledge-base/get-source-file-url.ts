import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema } from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseSourceFileUrl = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.getSourceFileUrl",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/source-file-url",
  summary: "An address that downloads the document's original file for 15 minutes, without a key",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: DocumentParamsSchema },
  responses: {
    200: z.object({ signed_url: z.string() }).meta({ id: "KnowledgeBaseSourceFileUrlResponseModel" }),
  },
  errors: ["knowledge_base_document_not_found"],
});
