import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AddDocumentResponseSchema, documentName } from "./knowledge-base-schemas.ts";

export const createTextDocument = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.createFromText",
  method: "POST",
  path: "/v1/convai/knowledge-base/text",
  summary: "Add a text to the knowledge base",
  description: "Named after its first words when no name is given. Indexed for retrieval in the background.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      text: z.string().min(1).max(knowledgeBaseLimits.textCharacters),
      name: documentName.nullish(),
      parent_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
    }),
  },
  responses: { 200: AddDocumentResponseSchema },
  errors: ["knowledge_base_document_not_found", "knowledge_base_full"],
});
