import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  DependentAgentsResponseSchema,
  documentIds,
  documentPageSize,
  listCursor,
} from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseBulkDependentAgents = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.getBulkAgents",
  method: "POST",
  path: "/v1/convai/knowledge-base/dependent-agents",
  summary: "The agents that use any of the documents, a page at a time",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      dependent_type: z.enum(["direct", "transitive", "all"]).optional(),
      page_size: documentPageSize,
      cursor: listCursor,
    }),
    body: z.object({ document_ids: documentIds }),
  },
  responses: { 200: DependentAgentsResponseSchema },
  errors: ["knowledge_base_document_not_found"],
});
