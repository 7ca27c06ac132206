import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AddDocumentResponseSchema, documentName } from "./knowledge-base-schemas.ts";

export const createFileDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.createFromFile",
  method: "POST",
  path: "/v1/convai/knowledge-base/file",
  summary: "Add a file to the knowledge base: PDF, DOCX, TXT, HTML, Markdown or EPUB",
  description:
    "At most 21 MB. The file's readable text becomes the document; the file is kept (`source-file-url`).",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    form: {
      fields: z.object({
        name: documentName.optional(),
        parent_folder_id: z.string().max(inputLimits.idCharacters).optional(),
      }),
      files: ["file"],
      limits: { fileBytes: knowledgeBaseLimits.fileBytes, files: 1 },
    },
  },
  responses: { 200: AddDocumentResponseSchema },
  errors: ["knowledge_base_document_not_found", "knowledge_base_full"],
});
