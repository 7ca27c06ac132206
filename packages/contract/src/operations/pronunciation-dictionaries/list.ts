import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { PronunciationDictionaryMetadataSchema } from "./dictionary-schemas.ts";

export const listPronunciationDictionaries = defineOperation({
  operationId: "pronunciationDictionaries.list",
  method: "GET",
  path: "/v1/pronunciation-dictionaries",
  summary: "The workspace's pronunciation dictionaries, a page at a time",
  description:
    "Sorted by `creation_time_unix` (default, newest first) or `name`; `next_cursor` continues the listing. Archived dictionaries only with `include_archived=true`.",
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_read" },
  request: {
    query: z.object({
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      page_size: z.coerce.number().int().min(1).max(100).default(30),
      sort: z.enum(["creation_time_unix", "name"]).default("creation_time_unix"),
      sort_direction: z.enum(["ASCENDING", "DESCENDING", "ascending", "descending"]).default("DESCENDING"),
      include_archived: z
        .enum(["true", "false"])
        .default("false")
        .transform((value) => value === "true"),
    }),
  },
  responses: {
    200: z
      .object({
        pronunciation_dictionaries: z.array(PronunciationDictionaryMetadataSchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetPronunciationDictionariesMetadataResponseModel" }),
  },
});
