import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { conversationTagLimits } from "../../catalogues/conversation-tag-limits.ts";
import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema } from "./conversation-schemas.ts";

export const assignConversationTags = defineOperation({
  operationId: "conversationalAi.conversations.tags.assign",
  method: "POST",
  path: "/v1/convai/conversations/{conversation_id}/tags",
  summary: "Put conversation tags on a conversation",
  description: `Tags already on the conversation are left as they are. Every tag must be one of the workspace's; a conversation carries at most ${conversationTagLimits.perConversation}.`,
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: ConversationParamsSchema,
    body: z.object({ tag_ids: z.array(idValue).max(conversationTagLimits.perConversation) }),
  },
  responses: { 200: z.object({}) },
  errors: ["conversation_not_found", "conversation_tag_not_found"],
});
