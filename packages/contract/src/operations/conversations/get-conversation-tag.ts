import { defineOperation } from "../../operation.ts";
import { ConversationTagParamsSchema, ConversationTagResponseSchema } from "./conversation-tag-schemas.ts";

export const getConversationTag = defineOperation({
  operationId: "conversationalAi.conversations.tags.get",
  method: "GET",
  path: "/v1/convai/tags/{tag_id}",
  summary: "A conversation tag",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: ConversationTagParamsSchema },
  responses: { 200: ConversationTagResponseSchema },
  errors: ["conversation_tag_not_found"],
});
