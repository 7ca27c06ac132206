import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  ConversationTagParamsSchema,
  ConversationTagResponseSchema,
  conversationTagDescription,
  conversationTagTitle,
} from "./conversation-tag-schemas.ts";

export const updateConversationTag = defineOperation({
  operationId: "conversationalAi.conversations.tags.update",
  method: "PATCH",
  path: "/v1/convai/tags/{tag_id}",
  summary: "Change a conversation tag's title or description",
  description:
    "What is left out (or null) stays as it was; an empty description clears it. Only the tag's creator or a workspace admin may change it.",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: ConversationTagParamsSchema,
    body: z.object({
      title: conversationTagTitle.nullish(),
      description: conversationTagDescription.nullish(),
    }),
  },
  responses: { 200: ConversationTagResponseSchema },
  errors: ["conversation_tag_not_found", "forbidden"],
});
