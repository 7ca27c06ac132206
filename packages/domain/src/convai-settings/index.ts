export {
  defaultConvAiSettings,
  getConvAiSettings,
  getDashboardCharts,
  readConvAiSettings,
  secretIdsOfInitiationWebhook,
  updateConvAiSettings,
  updateDashboardCharts,
} from "./convai-settings.ts";
export type {
  ConvAiSettingsPatch,
  ConvAiSettingsRecord,
  ConversationInitiationWebhook,
  PostCallWebhookSettings,
  WebhookHeaderValue,
} from "./convai-settings-records.ts";
export { type ConversationUsersQuery, listConversationUsers } from "./conversation-users.ts";
export {
  type ConversationInitiationData,
  type ConversationInitiationFacts,
  type ConversationInitiationOutcome,
  fetchConversationInitiationData,
} from "./fetch-conversation-initiation-data.ts";
export { countLiveConversations } from "./live-count.ts";
export { calculateLlmUsage, type LlmUsageEstimate, llmUsageAssumptions } from "./llm-usage.ts";
