import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema } from "./conversation-schemas.ts";

export const createConversationFeedback = defineOperation({
  operationId: "conversationalAi.conversations.feedback.create",
  method: "POST",
  path: "/v1/convai/conversations/{conversation_id}/feedback",
  summary: "The caller's overall feedback on a conversation: like or dislike, or a rating and comment",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: ConversationParamsSchema,
    body: z.object({
      feedback: z.enum(["like", "dislike"]).nullish(),
      rating: z.number().int().min(1).max(5).nullish(),
      comment: z.string().max(inputLimits.descriptionCharacters).nullish(),
    }),
  },
  responses: { 200: z.object({}) },
  errors: ["conversation_not_found"],
});
