import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  DependentAgentsResponseSchema,
  DocumentParamsSchema,
  documentPageSize,
  listCursor,
} from "./knowledge-base-schemas.ts";

export const getKnowledgeBaseDependentAgents = defineOperation({
  operationId: "conversationalAi.knowledgeBase.documents.getAgents",
  method: "GET",
  path: "/v1/convai/knowledge-base/{documentation_id}/dependent-agents",
  summary: "The agents that use a document, a page at a time",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: DocumentParamsSchema,
    query: z.object({
      dependent_type: z.enum(["direct", "transitive", "all"]).optional(),
      page_size: documentPageSize,
      cursor: listCursor,
    }),
  },
  responses: { 200: DependentAgentsResponseSchema },
  errors: ["knowledge_base_document_not_found"],
});
