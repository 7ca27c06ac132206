import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import {
  DocumentSummarySchema,
  documentPageSize,
  documentTypes,
  listCursor,
} from "./knowledge-base-schemas.ts";

export const listKnowledgeBaseDocuments = defineOperation({
  operationId: "conversationalAi.knowledgeBase.list",
  method: "GET",
  path: "/v1/convai/knowledge-base",
  summary: "The workspace's knowledge base: documents and folders, a page at a time",
  description:
    "Without `search`, one folder's entries (`parent_folder_id`, the top when absent); with it, entries anywhere whose name contains it. Folders first unless `folders_first=false`.",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      page_size: documentPageSize,
      cursor: listCursor,
      search: z.string().max(knowledgeBaseLimits.nameCharacters).optional(),
      show_only_owned_documents: queryBoolean,
      created_by_user_id: z.string().max(inputLimits.idCharacters).optional(),
      types: z
        .union([z.enum(documentTypes), z.array(z.enum(documentTypes)).max(documentTypes.length)])
        .optional(),
      parent_folder_id: z.string().max(inputLimits.idCharacters).optional(),
      ancestor_folder_id: z.string().max(inputLimits.idCharacters).optional(),
      folders_first: queryBoolean,
      sort_direction: z.enum(["asc", "desc"]).optional(),
      sort_by: z.enum(["name", "created_at", "updated_at", "size"]).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        documents: z.array(DocumentSummarySchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetKnowledgeBaseListResponseModel" }),
  },
  errors: ["knowledge_base_document_not_found"],
});
