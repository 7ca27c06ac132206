import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { GetLibraryVoicesResponseSchema, voiceCategories } from "./library-schemas.ts";
import { queryBoolean, queryList } from "./query-values.ts";

export const librarySorts = [
  "created_date",
  "usage_character_count_1y",
  "trending",
  "cloned_by_count",
] as const;

/** Every query parameter of the SDK's `VoicesGetSharedRequest`. */
export const SharedVoicesQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  category: z.enum(voiceCategories).optional(),
  gender: z.string().max(inputLimits.labelCharacters).optional(),
  age: z.string().max(inputLimits.labelCharacters).optional(),
  accent: z.string().max(inputLimits.labelCharacters).optional(),
  language: z.string().max(inputLimits.labelCharacters).optional(),
  locale: z.string().max(inputLimits.labelCharacters).optional(),
  search: z.string().max(inputLimits.searchCharacters).optional(),
  use_cases: queryList,
  descriptives: queryList,
  featured: queryBoolean,
  min_notice_period_days: z.coerce.number().int().min(0).optional(),
  include_custom_rates: queryBoolean,
  include_live_moderated: queryBoolean,
  reader_app_enabled: queryBoolean,
  owner_id: z.string().max(inputLimits.idCharacters).optional(),
  sort: z.enum(librarySorts).optional(),
  page: z.coerce.number().int().min(0).default(0),
});

export const getSharedVoices = defineOperation({
  operationId: "voices.getShared",
  method: "GET",
  path: "/v1/shared-voices",
  summary: "Browse the shared voice library (live voices of every workspace)",
  description:
    "Only voices that passed review and are not unverified are listed. Pages are numbered from 0. `sort` defaults to `trending` (characters spoken with the voice's copies in the last 7 days). `include_custom_rates` and `include_live_moderated` default to true. Voices whose owner allows paid plans only (`free_users_allowed: false`) are listed to everyone but refused to free workspaces when added.",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  request: { query: SharedVoicesQuerySchema },
  responses: { 200: GetLibraryVoicesResponseSchema },
});
