import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AddDocumentResponseSchema, documentName } from "./knowledge-base-schemas.ts";

export const createUrlDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.createFromUrl",
  method: "POST",
  path: "/v1/convai/knowledge-base/url",
  summary: "Add a web page to the knowledge base",
  description:
    "The server fetches the page now (https only, public addresses only, at most 5 MB within 20 s) and keeps its readable text; `refresh` fetches it again. Named after the page's title when no name is given.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      url: z.string().min(1).max(inputLimits.urlCharacters),
      name: documentName.nullish(),
      parent_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
      enable_auto_sync: z.boolean().nullish(),
      auto_remove: z.boolean().nullish(),
      minimum_frequency_days: z.number().int().min(1).max(365).nullish(),
    }),
  },
  responses: { 200: AddDocumentResponseSchema },
  errors: ["knowledge_base_document_not_found", "knowledge_base_full"],
});
