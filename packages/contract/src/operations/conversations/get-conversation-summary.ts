import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema, conversationStatuses } from "./conversation-schemas.ts";

export const getConversationSummary = defineOperation({
  operationId: "conversationalAi.conversations.getSummary",
  method: "GET",
  path: "/v1/convai/conversations/{conversation_id}/summary",
  summary: "A conversation's messages in short, for reading at a glance",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: ConversationParamsSchema,
    query: z.object({ max_messages: z.coerce.number().int().min(1).max(500).default(50) }),
  },
  responses: {
    200: z
      .object({
        conversation_id: z.string(),
        agent_id: z.string(),
        status: z.enum(conversationStatuses),
        call_successful: z.enum(["success", "failure", "unknown"]),
        transcript_summary: z.string(),
        call_summary_title: z.string().nullish(),
        message_count: z.number().int(),
        messages: z.array(z.object({ role: z.enum(["user", "agent"]), message: z.string() })),
        messages_omitted: z.boolean(),
        note: z.string(),
      })
      .meta({ id: "GetConversationSummaryResponseModel" }),
  },
  errors: ["conversation_not_found"],
});
