import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean, queryList } from "../voice-library/query-values.ts";
import { TestSummarySchema, testPageSize } from "./agent-test-schemas.ts";

export const listTests = defineOperation({
  operationId: "conversationalAi.tests.list",
  method: "GET",
  path: "/v1/convai/agent-testing",
  summary: "The workspace's agent tests, a page at a time",
  description:
    "Newest first; `parent_folder_id` lists one folder (the top without it when `include_folders` is true, else every test), `search` matches names, `types` keeps the types given, `sort_mode=folders_first` puts folders first.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      page_size: testPageSize,
      search: z.string().max(inputLimits.searchCharacters).optional(),
      parent_folder_id: z.string().max(inputLimits.idCharacters).optional(),
      types: queryList,
      include_folders: queryBoolean,
      sort_mode: z.enum(["default", "folders_first"]).default("default"),
      sharing_mode: z.string().max(inputLimits.shortTextCharacters).optional(),
      created_by_user_id: z.string().max(inputLimits.idCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({ tests: z.array(TestSummarySchema), next_cursor: z.string().nullish(), has_more: z.boolean() })
      .meta({ id: "GetTestsPageResponseModel" }),
  },
  errors: ["invalid_request"],
});
