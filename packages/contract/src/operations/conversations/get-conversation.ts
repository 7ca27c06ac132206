import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema, ConversationResponseSchema } from "./conversation-schemas.ts";

export const getConversation = defineOperation({
  operationId: "conversationalAi.conversations.get",
  method: "GET",
  path: "/v1/convai/conversations/{conversation_id}",
  summary: "A conversation with its transcript, timings, cost and outcome",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: ConversationParamsSchema,
    query: z.object({ format: z.enum(["json", "opentelemetry"]).optional() }),
  },
  responses: { 200: ConversationResponseSchema },
  errors: ["conversation_not_found"],
});
