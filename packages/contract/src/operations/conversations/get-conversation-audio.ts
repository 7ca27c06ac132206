import { defineOperation } from "../../operation.ts";
import { ConversationParamsSchema } from "./conversation-schemas.ts";

export const getConversationAudio = defineOperation({
  operationId: "conversationalAi.conversations.audio.get",
  method: "GET",
  path: "/v1/convai/conversations/{conversation_id}/audio",
  summary: "The call's recording: the caller and the agent mixed, as mp3",
  description:
    "Kept when the agent stores call audio (`platform_settings.privacy.record_voice`, never in zero retention mode); `has_audio` on the conversation says whether there is one.",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: ConversationParamsSchema },
  responses: { 200: { binary: true, contentType: "audio/mpeg", description: "The mixed recording (mp3)." } },
  errors: ["conversation_not_found"],
});
