import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AddDocumentResponseSchema, documentName } from "./knowledge-base-schemas.ts";

export const addToKnowledgeBase = defineOperation({
  operationId: "conversationalAi.addToKnowledgeBase",
  method: "POST",
  path: "/v1/convai/knowledge-base",
  summary: "Add a file or a web page to the knowledge base (the older single call)",
  description: "A `file` or a `url`, not both. With `agent_id`, the agent must be the workspace's.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    query: z.object({ agent_id: z.string().max(inputLimits.idCharacters).optional() }),
    form: {
      fields: z.object({
        name: documentName.optional(),
        url: z.string().max(inputLimits.urlCharacters).optional(),
      }),
      files: ["file"],
      limits: { fileBytes: knowledgeBaseLimits.fileBytes, files: 1 },
    },
  },
  responses: { 200: AddDocumentResponseSchema },
  errors: ["knowledge_base_full", "agent_not_found"],
});
