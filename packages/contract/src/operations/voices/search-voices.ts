import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryList } from "../voice-library/query-values.ts";
import { VoiceSchema } from "./voice-schemas.ts";

export const SearchVoicesQuerySchema = z.object({
  next_page_token: z.string().max(inputLimits.tokenCharacters).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(inputLimits.searchCharacters).optional(),
  sort: z.enum(["created_at_unix", "name"]).optional(),
  sort_direction: z.enum(["asc", "desc"]).optional(),
  voice_type: z.enum(["personal", "community", "default", "workspace", "non-default", "saved"]).optional(),
  category: z.enum(["premade", "cloned", "generated", "professional"]).optional(),
  fine_tuning_state: z.string().max(inputLimits.shortTextCharacters).optional(),
  collection_id: z.string().max(inputLimits.idCharacters).optional(),
  gender: z.string().max(inputLimits.labelCharacters).optional(),
  age: z.string().max(inputLimits.labelCharacters).optional(),
  language: queryList,
  accent: z.string().max(inputLimits.labelCharacters).optional(),
  use_cases: queryList,
  include_total_count: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .default(true),
  voice_ids: queryList,
});

export const searchVoices = defineOperation({
  operationId: "voices.search",
  method: "GET",
  path: "/v2/voices",
  summary: "Search, filter, sort and page through the workspace's voices",
  description:
    "`voice_type`: `default` the premade voices; `personal` the custom voices the caller created or added from the library; `workspace` those other members of the workspace created or added; `community` the voices added from the library; `non-default` every custom voice.",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { query: SearchVoicesQuerySchema },
  responses: {
    200: z.object({
      voices: z.array(VoiceSchema),
      has_more: z.boolean(),
      total_count: z.number().int(),
      next_page_token: z.string().nullish(),
    }),
  },
});
