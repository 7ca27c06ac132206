export { createConversationFeedback } from "./conversation-feedback.ts";
export {
  type ConversationResponse,
  ConversationResponseSchema,
  type ConversationSummary,
  ConversationSummarySchema,
  conversationStatuses,
  type TranscriptEntry,
} from "./conversation-schemas.ts";
export { deleteConversation } from "./delete-conversation.ts";
export { getConversation } from "./get-conversation.ts";
export { getConversationAudio } from "./get-conversation-audio.ts";
export { getConversationSummary } from "./get-conversation-summary.ts";
export { getConversationSignedUrl } from "./get-signed-url.ts";
export { listConversations } from "./list-conversations.ts";
