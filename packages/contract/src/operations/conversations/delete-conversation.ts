import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema } from "./conversation-schemas.ts";

export const deleteConversation = defineOperation({
  operationId: "conversationalAi.conversations.delete",
  method: "DELETE",
  path: "/v1/convai/conversations/{conversation_id}",
  summary: "Delete a conversation and its transcript",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: ConversationParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["conversation_not_found"],
});
