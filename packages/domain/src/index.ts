// Each area exports its verbs from its own index; add new verbs there, not here.
export * from "./accounts/index.ts";
export * from "./agent-testing/index.ts";
export * from "./agents/index.ts";
export * from "./api-keys/index.ts";
export * from "./audio-isolation/index.ts";
export * from "./auth/index.ts";
export * from "./auth-connections/index.ts";
export * from "./billing/index.ts";
export * from "./context.ts";
export * from "./convai-settings/index.ts";
export * from "./conversations/index.ts";
export * from "./credits/index.ts";
export * from "./environment-variables/index.ts";
export * from "./forced-alignment/index.ts";
export * from "./generation/index.ts";
export * from "./history/index.ts";
export * from "./jobs/index.ts";
export * from "./knowledge-base/index.ts";
export * from "./mcp-servers/index.ts";
export * from "./models/index.ts";
export * from "./outbox/index.ts";
export * from "./ports/abuse-counters.ts";
export type { AgentRepository } from "./ports/agent-repository.ts";
export type { AgentTestRepository, TestInvocationRepository } from "./ports/agent-test-repository.ts";
export * from "./ports/audio-alignment.ts";
export * from "./ports/audio-events.ts";
export * from "./ports/audio-watermark.ts";
export type { AuthConnectionRepository } from "./ports/auth-connection-repository.ts";
export * from "./ports/auth-tokens.ts";
export type { ConvAiSettingsRepository } from "./ports/convai-settings-repository.ts";
export * from "./ports/conversation-initiation-webhook.ts";
export type {
  ConversationCaller,
  ConversationCallerFilter,
  ConversationListFilter,
  ConversationRepository,
} from "./ports/conversation-repository.ts";
export type { ConversationTagRepository } from "./ports/conversation-tag-repository.ts";
export type { CrawlJobRepository } from "./ports/crawl-job-repository.ts";
export * from "./ports/document-text.ts";
export type {
  EnvironmentVariableListFilter,
  EnvironmentVariableRepository,
} from "./ports/environment-variable-repository.ts";
export * from "./ports/invoice-documents.ts";
export type { KnowledgeBaseListQuery, KnowledgeBaseRepository } from "./ports/knowledge-base-repository.ts";
export * from "./ports/language-model.ts";
export * from "./ports/live-audio.ts";
export * from "./ports/mcp-client.ts";
export type { McpServerRepository } from "./ports/mcp-server-repository.ts";
export type { OutboundPayloads } from "./ports/outbound-payloads.ts";
export * from "./ports/payments.ts";
export * from "./ports/pronunciation-dictionary-repository.ts";
export * from "./ports/remote-files.ts";
export * from "./ports/repositories.ts";
export * from "./ports/secret-cipher.ts";
export type { SecretWriteResult, WorkspaceSecretRepository } from "./ports/secret-repository.ts";
export * from "./ports/services.ts";
export * from "./ports/single-use-tokens.ts";
export * from "./ports/sound-effects.ts";
export * from "./ports/speaker-analysis.ts";
export * from "./ports/speech.ts";
export * from "./ports/speech-recognition.ts";
export type { TextEmbedder } from "./ports/text-embeddings.ts";
export type { ToolExecutionRepository, ToolRepository } from "./ports/tool-repository.ts";
export * from "./ports/tool-webhooks.ts";
export * from "./ports/transcript-documents.ts";
export * from "./ports/transcript-repository.ts";
export * from "./ports/transcription.ts";
export type { TriageTicketListFilter, TriageTicketRepository } from "./ports/triage-ticket-repository.ts";
export * from "./ports/uploads.ts";
export * from "./ports/video.ts";
export * from "./ports/voice-analysis.ts";
export * from "./ports/voice-library-repositories.ts";
export type {
  WebhookDeliveryListFilter,
  WebhookDeliveryRepository,
  WorkspaceWebhookRepository,
} from "./ports/webhook-repository.ts";
export * from "./pronunciation-dictionaries/index.ts";
export * from "./records.ts";
export * from "./secrets/index.ts";
export * from "./shared/client-network.ts";
export * from "./shared/domain-error.ts";
export {
  extractBoolean,
  extractDate,
  extractEmail,
  extractName,
  extractNumber,
  extractPhone,
  extractValue,
  type ParameterSpec,
} from "./shared/extract-values.ts";
export * from "./shared/hash.ts";
export * from "./shared/ids.ts";
export * from "./sound-effects/index.ts";
export * from "./speech-classifier/index.ts";
export * from "./speech-to-speech/index.ts";
export * from "./speech-to-text/index.ts";
export * from "./text-to-dialogue/index.ts";
export * from "./text-to-speech/index.ts";
export * from "./tokens/index.ts";
export * from "./tools/index.ts";
export * from "./triage-tickets/index.ts";
export * from "./user/index.ts";
export * from "./voices/index.ts";
export * from "./webhooks/index.ts";
export * from "./workspaces/index.ts";
