import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean, queryList } from "../voice-library/query-values.ts";
import { ToolResponseSchema, toolPageSize } from "./tool-schemas.ts";

export const listTools = defineOperation({
  operationId: "conversationalAi.tools.list",
  method: "GET",
  path: "/v1/convai/tools",
  summary: "The workspace's tools, a page at a time",
  description:
    "Newest first by default; `search` matches names and descriptions, `types` keeps the types given (webhook, client, system), `used_by_agent_id` the tools one agent uses; `next_cursor` continues the listing.",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      search: z.string().max(inputLimits.searchCharacters).optional(),
      page_size: toolPageSize,
      show_only_owned_documents: queryBoolean,
      created_by_user_id: z.string().max(inputLimits.idCharacters).optional(),
      types: queryList,
      sort_direction: z.enum(["asc", "desc"]).default("desc"),
      sort_by: z.enum(["name", "created_at"]).default("created_at"),
      used_by_agent_id: z.string().max(inputLimits.idCharacters).optional(),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        tools: z.array(ToolResponseSchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "ToolsResponseModel" }),
  },
});
