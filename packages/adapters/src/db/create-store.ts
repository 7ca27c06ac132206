import type { RateLimitCounterRepository, Repositories, Store } from "@chorus/domain";
import type { Database } from "./open-database.ts";
import { withCachedReads } from "./read-cache/cached-store.ts";
import { agentRepository } from "./repositories/agent-repository.ts";
import { agentTestRepository, testInvocationRepository } from "./repositories/agent-test-repository.ts";
import { apiKeyRepository } from "./repositories/api-key-repository.ts";
import { authConnectionRepository } from "./repositories/auth-connection-repository.ts";
import { backupCodeRepository } from "./repositories/backup-code-repository.ts";
import { batchedRateLimitCounters } from "./repositories/batched-rate-limit-counters.ts";
import { captchaSolutionRepository } from "./repositories/captcha-solution-repository.ts";
import { convaiSettingsRepository } from "./repositories/convai-settings-repository.ts";
import { conversationRepository } from "./repositories/conversation-repository.ts";
import { conversationTagRepository } from "./repositories/conversation-tag-repository.ts";
import { crawlJobRepository } from "./repositories/crawl-job-repository.ts";
import { creditLedgerRepository } from "./repositories/credit-ledger-repository.ts";
import { customVoiceRepository } from "./repositories/custom-voice-repository.ts";
import { environmentVariableRepository } from "./repositories/environment-variable-repository.ts";
import { historyRepository } from "./repositories/history-repository.ts";
import { idempotencyKeyRepository } from "./repositories/idempotency-key-repository.ts";
import { inProcessRateLimitCounters } from "./repositories/in-process-rate-limit-counters.ts";
import { inviteRepository } from "./repositories/invite-repository.ts";
import { invoiceRepository } from "./repositories/invoice-repository.ts";
import { jobRepository } from "./repositories/job-repository.ts";
import { knowledgeBaseRepository } from "./repositories/knowledge-base-repository.ts";
import { mcpServerRepository } from "./repositories/mcp-server-repository.ts";
import { memberRepository } from "./repositories/member-repository.ts";
import { oneTimeCodeRepository } from "./repositories/one-time-code-repository.ts";
import { outboxRepository } from "./repositories/outbox-repository.ts";
import { paymentEventRepository } from "./repositories/payment-event-repository.ts";
import { professionalVoiceRepository } from "./repositories/professional-voice-repository.ts";
import { pronunciationDictionaryRepository } from "./repositories/pronunciation-dictionary-repository.ts";
import { rateLimitCounterTable } from "./repositories/rate-limit-counter-repository.ts";
import { sessionRepository } from "./repositories/session-repository.ts";
import { signInThrottleRepository } from "./repositories/sign-in-throttle-repository.ts";
import { singleUseTokenRepository } from "./repositories/single-use-token-repository.ts";
import { soundEffectRepository } from "./repositories/sound-effect-repository.ts";
import { soundboardRepository } from "./repositories/soundboard-repository.ts";
import { toolExecutionRepository, toolRepository } from "./repositories/tool-repository.ts";
import { transcriptRepository } from "./repositories/transcript-repository.ts";
import { triageTicketRepository } from "./repositories/triage-ticket-repository.ts";
import { userRepository } from "./repositories/user-repository.ts";
import { voiceCollectionRepository } from "./repositories/voice-collection-repository.ts";
import { voiceLibraryRepository } from "./repositories/voice-library-repository.ts";
import { voicePreviewRepository } from "./repositories/voice-preview-repository.ts";
import { voiceSettingsRepository } from "./repositories/voice-settings-repository.ts";
import { workspaceRepository } from "./repositories/workspace-repository.ts";
import { workspaceSecretRepository } from "./repositories/workspace-secret-repository.ts";
import {
  webhookDeliveryRepository,
  workspaceWebhookRepository,
} from "./repositories/workspace-webhook-repository.ts";

function repositories(db: Database, rateLimits: RateLimitCounterRepository): Repositories {
  return {
    agents: agentRepository(db),
    conversations: conversationRepository(db),
    conversationTags: conversationTagRepository(db),
    convaiSettings: convaiSettingsRepository(db),
    environmentVariables: environmentVariableRepository(db),
    tools: toolRepository(db),
    toolExecutions: toolExecutionRepository(db),
    agentTests: agentTestRepository(db),
    testInvocations: testInvocationRepository(db),
    mcpServers: mcpServerRepository(db),
    secrets: workspaceSecretRepository(db),
    authConnections: authConnectionRepository(db),
    webhooks: workspaceWebhookRepository(db),
    webhookDeliveries: webhookDeliveryRepository(db),
    triageTickets: triageTicketRepository(db),
    knowledgeBase: knowledgeBaseRepository(db),
    crawlJobs: crawlJobRepository(db),
    users: userRepository(db),
    workspaces: workspaceRepository(db),
    members: memberRepository(db),
    invites: inviteRepository(db),
    apiKeys: apiKeyRepository(db),
    sessions: sessionRepository(db),
    codes: oneTimeCodeRepository(db),
    backupCodes: backupCodeRepository(db),
    outbox: outboxRepository(db),
    voiceSettings: voiceSettingsRepository(db),
    customVoices: customVoiceRepository(db),
    voicePreviews: voicePreviewRepository(db),
    professionalVoices: professionalVoiceRepository(db),
    jobs: jobRepository(db),
    voiceLibrary: voiceLibraryRepository(db),
    voiceCollections: voiceCollectionRepository(db),
    history: historyRepository(db),
    creditLedger: creditLedgerRepository(db),
    invoices: invoiceRepository(db),
    paymentEvents: paymentEventRepository(db),
    idempotencyKeys: idempotencyKeyRepository(db),
    pronunciationDictionaries: pronunciationDictionaryRepository(db),
    transcripts: transcriptRepository(db),
    soundEffects: soundEffectRepository(db),
    soundboard: soundboardRepository(db),
    singleUseTokens: singleUseTokenRepository(db),
    signInThrottle: signInThrottleRepository(db),
    rateLimits,
    captchaSolutions: captchaSolutionRepository(db),
  };
}

/**
 * The domain's Store port over Drizzle: repositories on the database, and transactions that hand
 * out repositories on the transaction. The reads every request makes to authenticate are cached
 * briefly and cleared on every change (read-cache/cached-store.ts). Rate-limit counts: on the
 * embedded database, which serves one process, they stay in that process (`rateLimitsInProcess`);
 * on PostgreSQL they are shared through the table, written in batches (batched-rate-limit-counters.ts).
 */
export function createStore(db: Database, options: { rateLimitsInProcess?: boolean } = {}): Store {
  const rateLimits = options.rateLimitsInProcess
    ? inProcessRateLimitCounters()
    : batchedRateLimitCounters(rateLimitCounterTable(db));
  return withCachedReads({
    ...repositories(db, rateLimits),
    transaction: (work) => db.transaction((tx) => work(repositories(tx as unknown as Database, rateLimits))),
  });
}
