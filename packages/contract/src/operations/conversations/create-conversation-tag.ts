import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  ConversationTagResponseSchema,
  conversationTagDescription,
  conversationTagTitle,
} from "./conversation-tag-schemas.ts";

export const createConversationTag = defineOperation({
  operationId: "conversationalAi.conversations.tags.create",
  method: "POST",
  path: "/v1/convai/tags",
  summary: "Create a conversation tag for the workspace",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({ title: conversationTagTitle, description: conversationTagDescription.nullish() }),
  },
  responses: { 200: ConversationTagResponseSchema },
});
