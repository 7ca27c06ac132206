export {
  deleteConversation,
  getConversation,
  getConversationAudio,
  listConversations,
  rateConversation,
} from "./conversation-history.ts";
export type {
  ConversationAuthorization,
  ConversationMetadata,
  ConversationRecord,
  ConversationStatus,
  ConversationToolCall,
  ConversationToolResult,
  ConversationTurn,
} from "./conversation-records.ts";
export { issueConversationSignature } from "./conversation-signature.ts";
export { deleteExpiredConversations, endAbandonedConversations } from "./end-abandoned-conversations.ts";
export { type ConversationCaller, type OpenedConversation, openConversation } from "./open-conversation.ts";
export type { ConversationEvent, ConversationOutput } from "./runtime/conversation-events.ts";
export { ConversationSession } from "./runtime/conversation-session.ts";
export { type ConversationStart, startConversation } from "./start-conversation.ts";
