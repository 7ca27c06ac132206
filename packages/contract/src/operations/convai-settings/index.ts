export { calculateLlmUsage } from "./calculate-llm-usage.ts";
export {
  type ConvAiSettings,
  ConvAiSettingsSchema,
  type DashboardChart,
  DashboardSettingsSchema,
  type InitiationWebhookAnswer,
  InitiationWebhookAnswerSchema,
  webhookEventTypes,
} from "./convai-settings-schemas.ts";
export { getConvAiSettings } from "./get-convai-settings.ts";
export { getDashboardSettings } from "./get-dashboard-settings.ts";
export { getLiveCount } from "./get-live-count.ts";
export { listConversationUsers } from "./list-conversation-users.ts";
export { updateConvAiSettings } from "./update-convai-settings.ts";
export { updateDashboardSettings } from "./update-dashboard-settings.ts";
