import { defineOperation } from "../../operation.ts";
import { UsageCharactersResponseSchema, UsageStatsQuerySchema } from "./usage-schemas.ts";

export const getUsage = defineOperation({
  operationId: "usage.get",
  method: "GET",
  path: "/v1/usage/character-stats",
  summary:
    "Credits used by the caller's workspace over time, net of refunds, optionally by product or API key",
  description:
    "Buckets every bucket of the window (empty ones as 0). breakdown_type none answers one series `All`, product_type one per product (`text_to_speech`, `text_to_dialogue`), api_keys one per API key name (usage without a key under `Without API key`).",
  tag: "Usage",
  auth: { kind: "any", permission: "user_read" },
  request: { query: UsageStatsQuerySchema },
  responses: { 200: UsageCharactersResponseSchema },
  errors: ["invalid_request"],
});
