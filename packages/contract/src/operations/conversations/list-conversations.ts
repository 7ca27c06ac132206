import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryIdList } from "../voice-library/query-values.ts";
import { ConversationSummarySchema } from "./conversation-schemas.ts";

const unixSeconds = z.coerce.number().int().min(0).max(253_402_300_799);

export const listConversations = defineOperation({
  operationId: "conversationalAi.conversations.list",
  method: "GET",
  path: "/v1/convai/conversations",
  summary: "The workspace's conversations, newest first, a page at a time",
  description:
    "`tag_ids` keeps the conversations that carry any of the conversation tags given; `workflow_node_entered_id` those whose workflow entered that node (recorded when the call ends).",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      agent_id: z.string().max(inputLimits.idCharacters).optional(),
      call_successful: z.enum(["success", "failure", "unknown"]).optional(),
      call_start_before_unix: unixSeconds.optional(),
      call_start_after_unix: unixSeconds.optional(),
      call_duration_min_secs: z.coerce.number().int().min(0).max(1_000_000).optional(),
      call_duration_max_secs: z.coerce.number().int().min(0).max(1_000_000).optional(),
      page_size: z.coerce.number().int().min(1).max(100).default(30),
      summary_mode: z.enum(["exclude", "include"]).optional(),
      tag_ids: queryIdList,
      /** Conversations whose agent's workflow entered this node. */
      workflow_node_entered_id: z.string().min(1).max(inputLimits.idCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        conversations: z.array(ConversationSummarySchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetConversationsPageResponseModel" }),
  },
});
