import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema } from "./knowledge-base-schemas.ts";

export const downloadKnowledgeBaseSourceFile = defineOperation({
  operationId: "chorus.knowledgeBase.downloadSourceFile",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/source-file",
  summary: "The original file behind a signed `source-file-url`",
  tag: "Knowledge base",
  auth: { kind: "public" },
  request: {
    params: DocumentParamsSchema,
    query: z.object({ token: z.string().min(1).max(inputLimits.tokenCharacters) }),
  },
  responses: {
    200: {
      binary: true,
      contentType: "application/octet-stream",
      description: "The file as uploaded or fetched.",
    },
  },
  errors: ["knowledge_base_document_not_found"],
});
