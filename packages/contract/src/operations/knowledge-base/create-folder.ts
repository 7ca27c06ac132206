import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AddDocumentResponseSchema, documentName } from "./knowledge-base-schemas.ts";

export const createKnowledgeBaseFolder = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.createFolder",
  method: "POST",
  path: "/v1/convai/knowledge-base/folder",
  summary: "Create a folder in the knowledge base",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      name: documentName.min(1),
      parent_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
      enable_auto_sync: z.boolean().nullish(),
      auto_remove: z.boolean().nullish(),
      minimum_frequency_days: z.number().int().min(1).max(365).nullish(),
    }),
  },
  responses: { 200: AddDocumentResponseSchema },
  errors: ["knowledge_base_document_not_found", "knowledge_base_full"],
});
