import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { VoiceSchema } from "./voice-schemas.ts";

/** Query arrays arrive as repeated keys (`language=en&language=de`) or one comma-separated value. */
const listQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean),
  )
  .optional();

export const SearchVoicesQuerySchema = z.object({
  next_page_token: z.string().optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().optional(),
  sort: z.enum(["created_at_unix", "name"]).optional(),
  sort_direction: z.enum(["asc", "desc"]).optional(),
  voice_type: z.enum(["personal", "community", "default", "workspace", "non-default", "saved"]).optional(),
  category: z.enum(["premade", "cloned", "generated", "professional"]).optional(),
  fine_tuning_state: z.string().optional(),
  collection_id: z.string().optional(),
  gender: z.string().optional(),
  age: z.string().optional(),
  language: listQuery,
  accent: z.string().optional(),
  use_cases: listQuery,
  include_total_count: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .default(true),
  voice_ids: listQuery,
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
