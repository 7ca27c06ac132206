import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { conversationTagLimits } from "../../catalogues/conversation-tag-limits.ts";
import { defineOperation } from "../../operation.ts";
import { ConversationTagResponseSchema } from "./conversation-tag-schemas.ts";

export const listConversationTags = defineOperation({
  operationId: "conversationalAi.conversations.tags.list",
  method: "GET",
  path: "/v1/convai/tags",
  summary: "The workspace's conversation tags, newest first, a page at a time",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(conversationTagLimits.pageSize.max)
        .default(conversationTagLimits.pageSize.default),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        conversation_tags: z.array(ConversationTagResponseSchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetConversationTagsPageResponseModel" }),
  },
});
