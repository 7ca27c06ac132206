import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { documentIds } from "./knowledge-base-schemas.ts";

export const bulkMoveKnowledgeBaseDocuments = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.bulkMove",
  method: "POST",
  path: "/v1/convai/knowledge-base/bulk-move",
  summary: "Move entries into a folder (or to the top without `move_to`): all or none",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      document_ids: documentIds,
      move_to: z.string().max(inputLimits.idCharacters).nullish(),
    }),
  },
  responses: { 200: z.object({}) },
  errors: ["knowledge_base_document_not_found", "forbidden"],
});
