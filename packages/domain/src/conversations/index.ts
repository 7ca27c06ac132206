export { analyseConversationJob } from "./analysis/analyse-conversation-job.ts";
export type {
  AnalysisResult,
  ConversationAnalysis,
  CriterionResult,
  DataCollectionResult,
} from "./analysis/conversation-analysis.ts";
export {
  deleteConversation,
  getConversation,
  getConversationAudio,
  listConversations,
  rateConversation,
} from "./conversation-history.ts";
export {
  type ConversationAuthorization,
  type ConversationMetadata,
  type ConversationRecord,
  type ConversationStatus,
  type ConversationToolCall,
  type ConversationToolResult,
  type ConversationTurn,
  conversationTurn,
  type LlmTurnUsage,
} from "./conversation-records.ts";
export { issueConversationSignature } from "./conversation-signature.ts";
export { deleteExpiredConversations, endAbandonedConversations } from "./end-abandoned-conversations.ts";
export { type ConversationLlmCost, conversationLlmCost, pricedUsage } from "./llm-cost.ts";
export { type ConversationCaller, type OpenedConversation, openConversation } from "./open-conversation.ts";
export type { ConversationEvent, ConversationOutput } from "./runtime/conversation-events.ts";
export { ConversationSession } from "./runtime/conversation-session.ts";
export { type ConversationStart, startConversation } from "./start-conversation.ts";
export { assignConversationTags, unassignConversationTag } from "./tags/conversation-tag-assignment.ts";
export type { ConversationTagRecord } from "./tags/conversation-tag-records.ts";
export {
  createConversationTag,
  deleteConversationTag,
  getConversationTag,
  listConversationTags,
  newConversationTagId,
  updateConversationTag,
} from "./tags/conversation-tags.ts";
export { requestWebrtcToken } from "./webrtc-token.ts";
