import { z } from "zod";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  DocumentSummarySchema,
  documentPageSize,
  documentTypes,
  listCursor,
} from "./knowledge-base-schemas.ts";

export const searchKnowledgeBase = defineOperation({
  operationId: "conversationalAi.knowledgeBase.search",
  method: "GET",
  path: "/v1/convai/knowledge-base/search",
  summary: "Documents whose text matches the query, best first, each with its best passage",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      query: z.string().min(1).max(knowledgeBaseLimits.searchCharacters),
      page_size: documentPageSize,
      types: z
        .union([z.enum(documentTypes), z.array(z.enum(documentTypes)).max(documentTypes.length)])
        .optional(),
      cursor: listCursor,
    }),
  },
  responses: {
    200: z
      .object({
        results: z.array(
          z.object({
            document: DocumentSummarySchema,
            search_snippet: z.array(z.object({ value: z.string(), is_hit: z.boolean() })),
            score: z.number(),
          }),
        ),
        next_cursor: z.string().nullish(),
      })
      .meta({ id: "KnowledgeBaseContentSearchResponseModel" }),
  },
});
