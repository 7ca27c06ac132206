import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";

const shortText = z.string().max(inputLimits.shortTextCharacters).optional();

export const getConversationWebrtcToken = defineOperation({
  operationId: "conversationalAi.conversations.getWebrtcToken",
  method: "GET",
  path: "/v1/convai/conversation/token",
  summary: "A LiveKit token for a WebRTC conversation: not available on this server",
  description:
    'The official client asks for this token when a voice conversation has only an `agentId` (its default connection is WebRTC over LiveKit), with no key. Chorus has no LiveKit server, so it always answers 400 `unsupported_feature` saying to connect with `connectionType: "websocket"` or a signed URL, which hold the same conversation over `/v1/convai/conversation`.',
  tag: "Conversations",
  auth: { kind: "public" },
  request: {
    query: z.object({
      agent_id: z.string().min(1).max(inputLimits.idCharacters),
      participant_name: shortText,
      branch_id: z.string().max(inputLimits.idCharacters).optional(),
      version_id: z.string().max(inputLimits.idCharacters).optional(),
      environment: shortText,
      // What the official client adds: its name and version.
      source: shortText,
      version: shortText,
      debug_events_request: queryBoolean,
    }),
  },
  responses: {
    200: z.object({ token: z.string(), conversation_id: z.string() }).meta({ id: "TokenResponseModel" }),
  },
  errors: ["unsupported_feature"],
});
