import type {
  ApiKeyRecord,
  BackupCodeRecord,
  CaptchaPurpose,
  CodePurpose,
  CreditLedgerRecord,
  CreditPeriodTotals,
  CustomVoiceRecord,
  HistoryFeedback,
  HistoryItemRecord,
  HistoryVideoVariant,
  IdempotencyKeyRecord,
  InviteRecord,
  InvoiceRecord,
  InvoiceStatus,
  JobRecord,
  ManualVerificationRecord,
  MemberRecord,
  NewVoiceSample,
  OneTimeCodeRecord,
  OutboxRecord,
  RefreshTokenRecord,
  SessionRecord,
  UserRecord,
  VoiceCaptchaRecord,
  VoiceFineTuningRecord,
  VoicePreviewRecord,
  VoiceSampleRecord,
  VoiceSettingsRecord,
  VoiceSettingsValues,
  VoiceVerificationAttemptRecord,
  WorkspaceRecord,
} from "../records.ts";
import type {
  CaptchaSolutionRepository,
  RateLimitCounterRepository,
  SignInThrottleRepository,
} from "./abuse-counters.ts";
import type { AgentRepository } from "./agent-repository.ts";
import type { AgentTestRepository, TestInvocationRepository } from "./agent-test-repository.ts";
import type { AuthConnectionRepository } from "./auth-connection-repository.ts";
import type { ConvAiSettingsRepository } from "./convai-settings-repository.ts";
import type { ConversationRepository } from "./conversation-repository.ts";
import type { ConversationTagRepository } from "./conversation-tag-repository.ts";
import type { CrawlJobRepository } from "./crawl-job-repository.ts";
import type { EnvironmentVariableRepository } from "./environment-variable-repository.ts";
import type { KnowledgeBaseRepository } from "./knowledge-base-repository.ts";
import type { McpServerRepository } from "./mcp-server-repository.ts";
import type { PronunciationDictionaryRepository } from "./pronunciation-dictionary-repository.ts";
import type { WorkspaceSecretRepository } from "./secret-repository.ts";
import type { SingleUseTokenRepository } from "./single-use-tokens.ts";
import type { SoundboardRepository, SoundEffectRepository } from "./sound-effects.ts";
import type { ToolExecutionRepository, ToolRepository } from "./tool-repository.ts";
import type { TranscriptRepository } from "./transcript-repository.ts";
import type { TriageTicketRepository } from "./triage-ticket-repository.ts";
import type { VoiceCollectionRepository, VoiceLibraryRepository } from "./voice-library-repositories.ts";
import type { WebhookDeliveryRepository, WorkspaceWebhookRepository } from "./webhook-repository.ts";

type New<T, Defaulted extends keyof T> = Omit<T, Defaulted> & Partial<Pick<T, Defaulted>>;

export interface UserRepository {
  findById(id: string): Promise<UserRecord | undefined>;
  /** Live (not deleted) account with this email, compared lower-cased. */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  insert(user: New<UserRecord, "createdAt" | "updatedAt">): Promise<UserRecord>;
  update(id: string, patch: Partial<Omit<UserRecord, "id" | "createdAt">>): Promise<UserRecord>;
  isKnownDevice(userId: string, deviceId: string): Promise<boolean>;
  rememberDevice(userId: string, deviceId: string): Promise<void>;
}

/** Subscription columns a new workspace may leave to their defaults (the free plan, monthly, in USD). */
type SubscriptionDefaults =
  | "currency"
  | "billingPeriod"
  | "billingAnchorAt"
  | "canExtendCharacterLimit"
  | "allowedToExtendCharacterLimit"
  | "previouslySubscribedTiers"
  | "pendingChangeKind"
  | "pendingTier"
  | "pendingBillingPeriod"
  | "pendingChangeAt"
  | "paymentCustomerId"
  | "paymentSubscriptionId"
  | "billingChannel"
  | "discountPercentOff"
  | "discountAmountOffCents"
  | "grantStartedAt"
  | "postGrantTier";

export interface WorkspaceRepository {
  findById(id: string): Promise<WorkspaceRecord | undefined>;
  /**
   * Reads the workspace and locks its row until the surrounding transaction ends (SELECT … FOR
   * UPDATE), so checks and writes against its credits are serialized. Only meaningful inside
   * `store.transaction`.
   */
  lockById(id: string): Promise<WorkspaceRecord | undefined>;
  insert(
    workspace: New<WorkspaceRecord, "createdAt" | "updatedAt" | SubscriptionDefaults>,
  ): Promise<WorkspaceRecord>;
  update(id: string, patch: Partial<Omit<WorkspaceRecord, "id" | "createdAt">>): Promise<WorkspaceRecord>;
  /** Workspaces the user belongs to, with their role in each. */
  listForUser(userId: string): Promise<{ workspace: WorkspaceRecord; member: MemberRecord }[]>;
  /** Every workspace, oldest first: for the operator's command, not for requests. */
  listAll(): Promise<WorkspaceRecord[]>;
}

export interface MemberRepository {
  find(workspaceId: string, userId: string): Promise<MemberRecord | undefined>;
  list(workspaceId: string): Promise<{ member: MemberRecord; user: UserRecord }[]>;
  count(workspaceId: string): Promise<number>;
  insert(member: New<MemberRecord, "createdAt" | "isLocked">): Promise<MemberRecord>;
  update(
    workspaceId: string,
    userId: string,
    patch: Partial<Pick<MemberRecord, "role" | "isLocked">>,
  ): Promise<MemberRecord>;
  remove(workspaceId: string, userId: string): Promise<void>;
}

export interface InviteRepository {
  findById(id: string): Promise<InviteRecord | undefined>;
  findPending(workspaceId: string, email: string): Promise<InviteRecord | undefined>;
  listPendingForWorkspace(workspaceId: string): Promise<InviteRecord[]>;
  listPendingForEmail(email: string): Promise<InviteRecord[]>;
  countPending(workspaceId: string): Promise<number>;
  insert(invite: New<InviteRecord, "createdAt" | "respondedAt" | "status">): Promise<InviteRecord>;
  update(id: string, patch: Partial<Pick<InviteRecord, "status" | "respondedAt">>): Promise<InviteRecord>;
}

export interface ApiKeyRepository {
  findBySecretHash(secretHash: string): Promise<ApiKeyRecord | undefined>;
  findInWorkspace(workspaceId: string, id: string): Promise<ApiKeyRecord | undefined>;
  listForWorkspace(workspaceId: string): Promise<ApiKeyRecord[]>;
  insert(
    key: New<ApiKeyRecord, "createdAt" | "lastUsedAt" | "characterCount" | "isEnabled">,
  ): Promise<ApiKeyRecord>;
  update(
    id: string,
    patch: Partial<
      Pick<
        ApiKeyRecord,
        "name" | "isEnabled" | "permissions" | "characterLimit" | "lastUsedAt" | "secretHash" | "hint"
      >
    >,
  ): Promise<ApiKeyRecord>;
  remove(id: string): Promise<void>;
  /** Adds `delta` (negative for a refund) to the key's `character_count` atomically. */
  addCharacterCount(id: string, delta: number): Promise<void>;
}

export interface SessionRepository {
  findById(id: string): Promise<SessionRecord | undefined>;
  insert(session: New<SessionRecord, "createdAt" | "revokedAt" | "revokeReason">): Promise<SessionRecord>;
  update(
    id: string,
    patch: Partial<Omit<SessionRecord, "id" | "userId" | "createdAt">>,
  ): Promise<SessionRecord>;
  /** Ends every live session of a user (password reset, account deletion, email change). */
  revokeAllForUser(userId: string, reason: string, at: Date): Promise<void>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  insertRefreshToken(token: New<RefreshTokenRecord, "createdAt" | "rotatedAt">): Promise<RefreshTokenRecord>;
  /** Marks a refresh token used; returns false when it had already been rotated (a concurrent or replayed use). */
  markRefreshTokenRotated(id: string, at: Date): Promise<boolean>;
}

export interface OneTimeCodeRepository {
  insert(
    code: New<OneTimeCodeRecord, "createdAt" | "consumedAt" | "attempts" | "payload">,
  ): Promise<OneTimeCodeRecord>;
  findByHash(codeHash: string): Promise<OneTimeCodeRecord | undefined>;
  /** The newest unconsumed code of a purpose for a user (for codes typed by hand, looked up by user). */
  findLatestActive(userId: string, purpose: CodePurpose, now: Date): Promise<OneTimeCodeRecord | undefined>;
  incrementAttempts(id: string): Promise<number>;
  /** Marks the code used; false if it was already consumed (single use under concurrency). */
  consume(id: string, at: Date): Promise<boolean>;
  /** Invalidates earlier codes of a purpose when a new one is issued. */
  consumeAllForUser(userId: string, purpose: CodePurpose, at: Date): Promise<void>;
}

export interface BackupCodeRepository {
  replaceAll(userId: string, codeHashes: { id: string; codeHash: string }[]): Promise<void>;
  findUnused(userId: string, codeHash: string): Promise<BackupCodeRecord | undefined>;
  markUsed(id: string, at: Date): Promise<boolean>;
  countUnused(userId: string): Promise<number>;
  removeAll(userId: string): Promise<void>;
}

export interface OutboxRepository {
  insert(message: New<OutboxRecord, "createdAt" | "deliveredAt" | "error" | "html">): Promise<OutboxRecord>;
  list(options: { recipient?: string; limit: number }): Promise<OutboxRecord[]>;
  markDelivered(id: string, at: Date, error?: string): Promise<void>;
  /** Takes up to `limit` undelivered messages for one deliverer; concurrent workers never get the same message. */
  claimUndelivered(channel: "email" | "sms", limit: number): Promise<OutboxRecord[]>;
}

export interface VoiceSettingsRepository {
  find(workspaceId: string, voiceId: string): Promise<VoiceSettingsRecord | undefined>;
  listForWorkspace(workspaceId: string): Promise<VoiceSettingsRecord[]>;
  upsert(workspaceId: string, voiceId: string, settings: VoiceSettingsValues): Promise<VoiceSettingsRecord>;
}

/** What `GET /v1/history` filters and pages by; every field but the workspace is optional. */
export interface HistoryListQuery {
  limit: number;
  direction: "asc" | "desc";
  /** Position of the item to continue after (exclusive), in the listing's order. */
  after?: { createdAt: Date; seq: number };
  voiceId?: string;
  modelId?: string;
  /** Created strictly before this instant. */
  createdBefore?: Date;
  /** Created at or after this instant. */
  createdFrom?: Date;
  /** Case-insensitive substring of the text. */
  search?: string;
  /** `TTS`, `STS` or any other source name (which simply matches nothing yet). */
  source?: string;
}

export interface HistoryRepository {
  insert(
    item: New<
      HistoryItemRecord,
      | "seq"
      | "feedback"
      | "shareToken"
      | "dialogue"
      | "videoKey"
      | "videoTheme"
      | "videoStripV3Tags"
      | "videoWatermarked"
      | "watermarkId"
    >,
  ): Promise<HistoryItemRecord>;
  findInWorkspace(workspaceId: string, id: string): Promise<HistoryItemRecord | undefined>;
  /** Several items of one workspace at once; ids of other workspaces are simply absent from the answer. */
  findManyInWorkspace(workspaceId: string, ids: readonly string[]): Promise<HistoryItemRecord[]>;
  findByShareToken(token: string): Promise<HistoryItemRecord | undefined>;
  /** The newest item of the workspace whose audio carries this watermark id. */
  findByWatermarkId(workspaceId: string, watermarkId: number): Promise<HistoryItemRecord | undefined>;
  /** The watermark ids of the workspace's newest `limit` items (the classifier's candidates). */
  recentWatermarkIds(workspaceId: string, limit: number): Promise<number[]>;
  /** Ordered by creation (then insertion) in `direction`. */
  list(workspaceId: string, query: HistoryListQuery): Promise<HistoryItemRecord[]>;
  /**
   * Replaces the feedback unless it has been reviewed, atomically (a review landing at the same
   * moment wins). Undefined when the item is missing or its feedback was reviewed.
   */
  setFeedbackUnlessReviewed(
    workspaceId: string,
    id: string,
    feedback: HistoryFeedback,
  ): Promise<HistoryItemRecord | undefined>;
  /** Stores `token` as the share token unless the item has one already; returns the item with the token kept. */
  ensureShareToken(workspaceId: string, id: string, token: string): Promise<HistoryItemRecord | undefined>;
  /** Deletes the row; answers it as it was at deletion (so its files can go too), or undefined if there was none. */
  remove(workspaceId: string, id: string): Promise<HistoryItemRecord | undefined>;
  /** Reads the item and locks its row until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lockInWorkspace(workspaceId: string, id: string): Promise<HistoryItemRecord | undefined>;
  /** Records the kept share video (its blob key and what it was made for), or clears it with null. */
  setVideo(
    workspaceId: string,
    id: string,
    video: ({ key: string } & HistoryVideoVariant) | null,
  ): Promise<HistoryItemRecord | undefined>;
}

export interface CreditLedgerRepository {
  /** Inserts the entry unless one of the same kind exists for its request id; false when it already did. */
  insertOnce(
    entry: New<CreditLedgerRecord, "createdAt" | "tier" | "product" | "leaseExpiresAt" | "meteredAmount">,
  ): Promise<boolean>;
  findByRequest(requestId: string, kind: CreditLedgerRecord["kind"]): Promise<CreditLedgerRecord | undefined>;
  /** Moves an open reservation's lease to `until`; false when the charge is no longer a reservation. */
  renewLease(requestId: string, until: Date): Promise<boolean>;
  /**
   * Metered work: records the credits used so far on an open reservation and renews its lease;
   * false when the charge is no longer a reservation.
   */
  meterReservation(requestId: string, used: number, until: Date): Promise<boolean>;
  /** Metered work: adds `by` credits to an open reservation; false when it is no longer open. */
  growReservation(requestId: string, by: number): Promise<boolean>;
  /**
   * Closes an open reservation (clears its lease), answering whether this call closed it. Two callers
   * racing for one reservation (delivery and the expiry sweep) are serialised by the row: exactly one
   * gets true.
   */
  closeReservation(requestId: string): Promise<boolean>;
  /** Reservations whose lease ran out before `now` (their work died with its process), oldest first. */
  findExpiredReservations(now: Date, limit: number): Promise<CreditLedgerRecord[]>;
  /**
   * The workspace's ledger summed per period and kind, for the periods starting at `periodStarts`
   * (every period with a row when omitted), oldest first. Periods without rows are absent.
   */
  periodTotals(workspaceId: string, periodStarts?: readonly Date[]): Promise<CreditPeriodTotals[]>;
  /**
   * Credits the workspace's generations used from `from` to `to` (both inclusive, by the charge's
   * time), net of refunds: each charge less its refund or late-refund adjustment (same request id).
   * Only rows with a product count (operator corrections have none). Summed in SQL per bucket and,
   * per `groupBy`, per product or API key (null: no key, or none at all for `none`).
   */
  usageByBucket(query: UsageQuery): Promise<UsageBucketRow[]>;
}

/**
 * How usage is cut in time, all in UTC: calendar hours, days, weeks (from Monday) or months; fixed
 * buckets of `seconds` aligned to the Unix epoch; or the whole window as one bucket.
 */
export type UsageBucketing =
  | { kind: "calendar"; unit: "hour" | "day" | "week" | "month" }
  | { kind: "fixed"; seconds: number }
  | { kind: "whole" };

export interface UsageQuery {
  workspaceId: string;
  from: Date;
  to: Date;
  bucketing: UsageBucketing;
  groupBy: "none" | "product" | "api_key";
}

export interface UsageBucketRow {
  /** The bucket's start in milliseconds since 1970 (0 for the `whole` bucket). */
  bucketStart: number;
  /** The product or API key id; null for `none`, and for usage without an API key. */
  group: string | null;
  /** Credits, net of refunds. */
  amount: number;
}

export interface InvoiceRepository {
  /** Records an invoice; an invoice id already recorded keeps its row (false), so redelivery is harmless. */
  insertOnce(invoice: New<InvoiceRecord, "createdAt" | "status" | "dueAt" | "description">): Promise<boolean>;
  setStatus(workspaceId: string, id: string, status: InvoiceStatus): Promise<InvoiceRecord | undefined>;
  /** The workspace's open invoices, oldest first. */
  listOpen(workspaceId: string): Promise<InvoiceRecord[]>;
  /** Every invoice of the workspace, newest first. */
  listAll(workspaceId: string, limit: number): Promise<InvoiceRecord[]>;
  find(workspaceId: string, id: string): Promise<InvoiceRecord | undefined>;
}

export interface PaymentEventRepository {
  /**
   * Records that the provider's event was applied; false when it already was. Call it in the
   * transaction that applies the event, so both land together or neither does.
   */
  insertOnce(event: {
    provider: string;
    eventId: string;
    workspaceId: string | null;
    type: string;
    appliedAt: Date;
  }): Promise<boolean>;
}

export interface IdempotencyKeyRepository {
  /** Reserves the key for `operation`; false when the workspace already used it (see `find`). */
  reserve(entry: { workspaceId: string; key: string; operation: string; createdAt: Date }): Promise<boolean>;
  find(workspaceId: string, key: string): Promise<IdempotencyKeyRecord | undefined>;
  complete(workspaceId: string, key: string, response: unknown, completedAt: Date): Promise<void>;
  /** Frees a reservation whose call failed, so the same key may be tried again. */
  release(workspaceId: string, key: string): Promise<void>;
}

/** A workspace's own voices and their samples (issue 5 §1). Every read is scoped to a workspace. */
export interface CustomVoiceRepository {
  insert(voice: CustomVoiceRecord): Promise<CustomVoiceRecord>;
  findInWorkspace(workspaceId: string, voiceId: string): Promise<CustomVoiceRecord | undefined>;
  findByName(workspaceId: string, name: string): Promise<CustomVoiceRecord | undefined>;
  listForWorkspace(workspaceId: string): Promise<CustomVoiceRecord[]>;
  countForWorkspace(workspaceId: string): Promise<number>;
  /** Any workspace's voice: for the operator's moderation commands only. */
  findById(voiceId: string): Promise<CustomVoiceRecord | undefined>;
  update(
    workspaceId: string,
    voiceId: string,
    patch: Partial<
      Pick<
        CustomVoiceRecord,
        | "name"
        | "description"
        | "labels"
        | "language"
        | "profile"
        | "safetyControl"
        | "safetyControlSource"
        | "updatedAt"
      >
    >,
  ): Promise<CustomVoiceRecord | undefined>;
  /** Deletes the voice and (by cascade) its sample rows. */
  delete(workspaceId: string, voiceId: string): Promise<void>;
  insertSample(sample: NewVoiceSample): Promise<VoiceSampleRecord>;
  /** Oldest first. */
  listSamples(workspaceId: string, voiceIds: readonly string[]): Promise<VoiceSampleRecord[]>;
  updateSample(
    workspaceId: string,
    voiceId: string,
    sampleId: string,
    patch: Partial<
      Pick<
        VoiceSampleRecord,
        | "fileName"
        | "removeBackgroundNoise"
        | "trimStartMs"
        | "trimEndMs"
        | "speakerSeparationStatus"
        | "speakers"
        | "selectedSpeakerIds"
      >
    >,
  ): Promise<VoiceSampleRecord | undefined>;
  deleteSample(workspaceId: string, voiceId: string, sampleId: string): Promise<void>;
  /** Records one add or edit operation (the monthly limit counts these). */
  recordOperation(entry: {
    id: string;
    workspaceId: string;
    voiceId: string;
    kind: "add" | "edit";
    createdAt: Date;
  }): Promise<void>;
  countOperationsSince(workspaceId: string, since: Date): Promise<number>;
}

/** Professional cloning's state, captchas, verification attempts and manual verifications (issue 5 §3, §4). */
export interface ProfessionalVoiceRepository {
  insertFineTuning(record: VoiceFineTuningRecord): Promise<void>;
  findFineTuning(workspaceId: string, voiceId: string): Promise<VoiceFineTuningRecord | undefined>;
  listFineTuning(workspaceId: string): Promise<VoiceFineTuningRecord[]>;
  updateFineTuning(
    workspaceId: string,
    voiceId: string,
    patch: Partial<Omit<VoiceFineTuningRecord, "voiceId" | "workspaceId">>,
  ): Promise<VoiceFineTuningRecord | undefined>;
  /** Replaces the voice's captcha of that purpose. */
  saveCaptcha(captcha: VoiceCaptchaRecord): Promise<void>;
  findCaptcha(
    workspaceId: string,
    voiceId: string,
    purpose: CaptchaPurpose,
  ): Promise<VoiceCaptchaRecord | undefined>;
  deleteCaptcha(workspaceId: string, voiceId: string, purpose: CaptchaPurpose): Promise<void>;
  insertAttempt(attempt: VoiceVerificationAttemptRecord): Promise<void>;
  /** Oldest first. */
  listAttempts(workspaceId: string, voiceIds: readonly string[]): Promise<VoiceVerificationAttemptRecord[]>;
  insertManualVerification(request: ManualVerificationRecord): Promise<void>;
  /** Oldest first. */
  listManualVerifications(
    workspaceId: string,
    voiceIds: readonly string[],
  ): Promise<ManualVerificationRecord[]>;
  /** Every workspace's pending requests, oldest first: the operator's queue. */
  listPendingManualVerifications(): Promise<ManualVerificationRecord[]>;
  /** Any workspace's request: for the operator's decision only. */
  findManualVerification(id: string): Promise<ManualVerificationRecord | undefined>;
  decideManualVerification(
    id: string,
    decision: { status: "approved" | "rejected"; decidedAt: Date; decisionNote: string | null },
  ): Promise<void>;
}

/**
 * The durable job queue (jobs/). Claims use `FOR UPDATE SKIP LOCKED`, so any number of workers on
 * PostgreSQL take different jobs; a claim is a lease that a crashed worker loses when it runs out.
 */
export interface JobRepository {
  enqueue(
    job: Pick<
      JobRecord,
      "id" | "kind" | "payload" | "workspaceId" | "maxAttempts" | "runAfter" | "createdAt"
    >,
  ): Promise<void>;
  find(id: string): Promise<JobRecord | undefined>;
  /** The oldest due job (queued and due, or running with its lease run out), now `running` with a new lease. */
  claimNext(now: Date, leaseUntil: Date): Promise<JobRecord | undefined>;
  /** Records progress and renews the lease. */
  reportProgress(id: string, progress: number, now: Date, leaseUntil: Date): Promise<void>;
  succeed(id: string, now: Date): Promise<void>;
  /** Back to `queued` until `runAfter`, keeping the error. */
  retryLater(id: string, error: string, runAfter: Date, now: Date): Promise<void>;
  fail(id: string, error: string, now: Date): Promise<void>;
  /** How many jobs are queued or running (tests drain until none). */
  countUnfinished(): Promise<number>;
}

/** Voice design previews (issue 5 §2), scoped to a workspace. */
export interface VoicePreviewRepository {
  insert(preview: VoicePreviewRecord): Promise<void>;
  /** The preview if it belongs to the workspace and was made at or after `notBefore`. */
  findInWorkspace(
    workspaceId: string,
    generatedVoiceId: string,
    notBefore: Date,
  ): Promise<VoicePreviewRecord | undefined>;
  /** Removes every workspace's previews made before `before`. */
  deleteOlderThan(before: Date): Promise<void>;
}

export interface Repositories {
  agents: AgentRepository;
  conversations: ConversationRepository;
  conversationTags: ConversationTagRepository;
  /** The workspace's agent settings (`/v1/convai/settings`, the dashboard's charts). */
  convaiSettings: ConvAiSettingsRepository;
  /** The workspace's environment variables (`/v1/convai/environment-variables`). */
  environmentVariables: EnvironmentVariableRepository;
  tools: ToolRepository;
  /** The workspace's agent tests and folders, and their runs (issue 19 §5). */
  agentTests: AgentTestRepository;
  testInvocations: TestInvocationRepository;
  toolExecutions: ToolExecutionRepository;
  /** The workspace's MCP servers (`/v1/convai/mcp-servers`). */
  mcpServers: McpServerRepository;
  /** The workspace secrets of agents (`/v1/convai/secrets`), values sealed. */
  secrets: WorkspaceSecretRepository;
  /** The workspace's auth connections (`/v1/workspace/auth-connections`), credentials sealed. */
  authConnections: AuthConnectionRepository;
  /** The workspace's webhooks (`/v1/workspace/webhooks`), secrets sealed. */
  webhooks: WorkspaceWebhookRepository;
  /** Post-call events sent to the webhooks, with their status. */
  webhookDeliveries: WebhookDeliveryRepository;
  /** Tickets for reviewing agents' conversations (`/v1/convai/triage-tickets`). */
  triageTickets: TriageTicketRepository;
  knowledgeBase: KnowledgeBaseRepository;
  /** Sites crawled into the knowledge base (`/v1/convai/knowledge-base/crawl`). */
  crawlJobs: CrawlJobRepository;
  users: UserRepository;
  workspaces: WorkspaceRepository;
  members: MemberRepository;
  invites: InviteRepository;
  apiKeys: ApiKeyRepository;
  sessions: SessionRepository;
  codes: OneTimeCodeRepository;
  backupCodes: BackupCodeRepository;
  outbox: OutboxRepository;
  voiceSettings: VoiceSettingsRepository;
  customVoices: CustomVoiceRepository;
  voicePreviews: VoicePreviewRepository;
  professionalVoices: ProfessionalVoiceRepository;
  jobs: JobRepository;
  voiceLibrary: VoiceLibraryRepository;
  voiceCollections: VoiceCollectionRepository;
  history: HistoryRepository;
  creditLedger: CreditLedgerRepository;
  invoices: InvoiceRepository;
  paymentEvents: PaymentEventRepository;
  idempotencyKeys: IdempotencyKeyRepository;
  pronunciationDictionaries: PronunciationDictionaryRepository;
  transcripts: TranscriptRepository;
  soundEffects: SoundEffectRepository;
  soundboard: SoundboardRepository;
  singleUseTokens: SingleUseTokenRepository;
  signInThrottle: SignInThrottleRepository;
  rateLimits: RateLimitCounterRepository;
  captchaSolutions: CaptchaSolutionRepository;
}

/**
 * The database as the domain sees it. `transaction` runs `work` atomically: everything it writes
 * lands together or not at all. Nested calls join the outer transaction.
 */
export interface Store extends Repositories {
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}
