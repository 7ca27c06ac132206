import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";

export const getConversationSignedUrl = defineOperation({
  operationId: "conversationalAi.conversations.getSignedUrl",
  method: "GET",
  path: "/v1/convai/conversation/get-signed-url",
  summary: "A WebSocket URL that opens one conversation with the agent, for 15 minutes",
  description:
    "The URL carries a single-use `conversation_signature`: a browser opens the conversation with it (`@elevenlabs/client`'s `signedUrl`) without an API key. The conversation acts as, and is charged to, whoever asked for the URL.",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      agent_id: z.string().min(1).max(inputLimits.idCharacters),
      include_conversation_id: queryBoolean,
      branch_id: z.string().max(inputLimits.idCharacters).optional(),
      version_id: z.string().max(inputLimits.idCharacters).optional(),
      environment: z.string().max(inputLimits.shortTextCharacters).optional(),
      /**
       * Chorus extra: a call from the agent's test panel, charged at the development rate (spec 001 §9:
       * calls in development 50% off). Honoured only for a signed-in member's URL, never an API key's.
       */
      development: queryBoolean,
    }),
  },
  responses: {
    200: z.object({ signed_url: z.string() }).meta({ id: "ConversationSignedUrlResponseModel" }),
  },
  errors: ["agent_not_found"],
});
