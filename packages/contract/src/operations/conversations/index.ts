export { assignConversationTags } from "./assign-conversation-tags.ts";
export { createConversationFeedback } from "./conversation-feedback.ts";
export {
  ConversationAnalysisSchema,
  type ConversationAnalysisWire,
  type ConversationResponse,
  ConversationResponseSchema,
  type ConversationSummary,
  ConversationSummarySchema,
  conversationStatuses,
  type TranscriptEntry,
} from "./conversation-schemas.ts";
export { type ConversationTag, ConversationTagResponseSchema } from "./conversation-tag-schemas.ts";
export { createConversationTag } from "./create-conversation-tag.ts";
export { deleteConversation } from "./delete-conversation.ts";
export { deleteConversationTag } from "./delete-conversation-tag.ts";
export { getConversation } from "./get-conversation.ts";
export { getConversationAudio } from "./get-conversation-audio.ts";
export { getConversationSummary } from "./get-conversation-summary.ts";
export { getConversationTag } from "./get-conversation-tag.ts";
export { getConversationSignedUrl } from "./get-signed-url.ts";
export { getConversationWebrtcToken } from "./get-webrtc-token.ts";
export { listConversationTags } from "./list-conversation-tags.ts";
export { listConversations } from "./list-conversations.ts";
export { unassignConversationTag } from "./unassign-conversation-tag.ts";
export { updateConversationTag } from "./update-conversation-tag.ts";
