/**
 * Limits of the workspace's agent settings (`/v1/convai/settings`, issue 19 §6). Chorus bounds:
 * ElevenLabs publishes none. Retention is in days, -1 meaning "kept forever" as on the hosted
 * product; a conversation-initiation webhook answers within a few seconds or the call starts without it.
 */
export const convaiSettingsLimits = {
  /** Request headers sent to the conversation-initiation webhook. */
  webhookHeaders: 20,
  /** A header's value when written in place (a secret is named by id instead). */
  webhookHeaderValueCharacters: 2_000,
  /** Days a knowledge-base retrieval index is kept after its last use (-1: always). */
  ragRetentionDays: { min: -1, max: 3_650, default: -1 },
  /** Days the vectors of conversations are kept (-1: always). */
  conversationEmbeddingRetentionDays: { min: -1, max: 3_650, default: -1 },
  /** Charts on the agents dashboard. */
  dashboardCharts: 50,
  /** A chart's name, criterion id or data-collection id. */
  chartTextCharacters: 200,
  /** The conversation-initiation webhook: its answer must come within this time. */
  initiationWebhookTimeoutMs: 5_000,
  /** …and be no larger than this. */
  initiationWebhookMaxResponseBytes: 64 * 1024,
  /** Agent ids in one live-count question (`agent_ids`). */
  liveCountAgentIds: 100,
  /** Callers per page of `GET /v1/convai/users`. */
  usersPageSize: { default: 30, max: 100 },
  /** `llm-usage/calculate`: the longest prompt and the most pages it estimates for. */
  llmUsage: { promptCharacters: 10_000_000, pages: 100_000 },
} as const;
