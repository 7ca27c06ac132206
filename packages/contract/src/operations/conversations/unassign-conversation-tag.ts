import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema } from "./conversation-schemas.ts";
import { ConversationTagParamsSchema } from "./conversation-tag-schemas.ts";

export const unassignConversationTag = defineOperation({
  operationId: "conversationalAi.conversations.tags.unassign",
  method: "DELETE",
  path: "/v1/convai/conversations/{conversation_id}/tags/{tag_id}",
  summary: "Take a conversation tag off a conversation",
  description: "A tag the conversation does not carry changes nothing.",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: ConversationParamsSchema.extend(ConversationTagParamsSchema.shape) },
  responses: { 200: z.object({}) },
  errors: ["conversation_not_found", "conversation_tag_not_found"],
});
