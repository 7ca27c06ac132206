import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { convaiSettingsLimits } from "../../catalogues/convai-settings-limits.ts";
import { defineOperation } from "../../operation.ts";

const unixSeconds = z.coerce.number().int().min(0).max(253_402_300_799);

/** `SentimentAggregate`: Chorus does not score sentiment yet, so every count is 0. */
const SentimentAggregateSchema = z.object({
  scored_conversation_count: z.number().int(),
  positive_count: z.number().int(),
  neutral_count: z.number().int(),
  negative_count: z.number().int(),
  recent_scored_conversation_count: z.number().int(),
  recent_positive_count: z.number().int(),
  recent_neutral_count: z.number().int(),
  recent_negative_count: z.number().int(),
});

export const listConversationUsers = defineOperation({
  operationId: "conversationalAi.users.list",
  method: "GET",
  path: "/v1/convai/users",
  summary: "The callers of the workspace's agents, with how often and when they last called",
  description: [
    "A caller is the `user_id` a conversation was started with (`conversation_initiation_client_data.user_id`);",
    "conversations without one are not listed. `agent_id` and `call_start_before_unix` / `call_start_after_unix`",
    "keep the conversations counted; `search` keeps the callers whose id contains it (any case). Sorted by last",
    "contact (the default) or conversation count, newest or largest first unless `sort_direction=asc`;",
    "`average_sentiment_score` sorts by last contact, since Chorus does not score sentiment yet (every",
    "sentiment count is 0). `branch_id` is accepted and changes nothing (agents have no branches).",
  ].join(" "),
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      agent_id: idValue.optional(),
      branch_id: idValue.optional(),
      call_start_before_unix: unixSeconds.optional(),
      call_start_after_unix: unixSeconds.optional(),
      search: z.string().max(inputLimits.searchCharacters).optional(),
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(convaiSettingsLimits.usersPageSize.max)
        .default(convaiSettingsLimits.usersPageSize.default),
      sort_by: z
        .enum(["last_contact_unix_secs", "conversation_count", "average_sentiment_score"])
        .default("last_contact_unix_secs"),
      sort_direction: z.enum(["asc", "desc"]).default("desc"),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        users: z.array(
          z.object({
            user_id: z.string(),
            last_contact_unix_secs: z.number().int(),
            first_contact_unix_secs: z.number().int(),
            conversation_count: z.number().int(),
            last_contact_agent_id: z.string().optional(),
            last_contact_conversation_id: z.string(),
            last_contact_agent_name: z.string().optional(),
            sentiment: SentimentAggregateSchema,
          }),
        ),
        next_cursor: z.string().optional(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetConversationUsersPageResponseModel" }),
  },
  errors: ["invalid_request"],
});
