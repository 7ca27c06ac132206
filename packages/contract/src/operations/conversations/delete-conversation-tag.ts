import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ConversationTagParamsSchema } from "./conversation-tag-schemas.ts";

export const deleteConversationTag = defineOperation({
  operationId: "conversationalAi.conversations.tags.delete",
  method: "DELETE",
  path: "/v1/convai/tags/{tag_id}",
  summary: "Delete a conversation tag, and take it off every conversation that carries it",
  description: "Only the tag's creator or a workspace admin may delete it.",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: ConversationTagParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["conversation_tag_not_found", "forbidden"],
});
