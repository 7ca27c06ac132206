/**
 * The stored shapes the domain reads and writes through its repositories. They mirror the
 * database tables (packages/adapters/src/db/schema) column for column, in camelCase.
 */
import type { SpeechLanguageCode, WorkspaceRole } from "@chorus/contract";
import type { SeparatedSpeaker } from "./ports/speaker-analysis.ts";
import type { VoiceProfile } from "./voices/cloning/fit-voice-profile.ts";

export type UserStatus = "active" | "disabled" | "suspended" | "deleted";

export interface OnboardingChecklistState {
  initiated: boolean;
  hidden: boolean;
  completed: boolean;
  items: Record<string, boolean>;
}

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  firstName: string | null;
  status: string;
  onboardingCompletedAt: Date | null;
  onboarding: { useCase?: string; referralSource?: string; dateOfBirth?: string } | null;
  checklist: OnboardingChecklistState;
  agreesToProductUpdates: boolean;
  geoCountry: string | null;
  geoRegion: string | null;
  geoCity: string | null;
  bipaAcceptedAt: Date | null;
  /** The date of the Terms of Use last accepted (settings' termsVersion); null: none yet. */
  acceptedTermsVersion: string | null;
  publicUserId: string;
  publicUserName: string | null;
  locale: string;
  lastWorkspaceId: string | null;
  accountMetadata: Record<string, unknown> | null;
  signUpAttribution: Record<string, string> | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  smsPhone: string | null;
  smsEnabledAt: Date | null;
  verificationEmailSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface WorkspaceRecord {
  id: string;
  name: string;
  ownerUserId: string;
  /** The subscription (spec 000 §3) is stored on the workspace, from `tier` to `pendingChangeAt`. */
  tier: string;
  subscriptionStatus: string;
  currency: "usd" | "eur";
  billingPeriod: "monthly_period" | "annual_period";
  /** Anchor of the billing cycle: credit periods are whole months from it. null = `createdAt`. */
  billingAnchorAt: Date | null;
  /** Spec 000 §5's flag: the workspace turned usage-based billing on (`can_extend_character_limit`). */
  canExtendCharacterLimit: boolean;
  /** Spec 000 §5's permission, where the plan offers usage-based billing; false revokes it. */
  allowedToExtendCharacterLimit: boolean;
  previouslySubscribedTiers: string[];
  /** A change scheduled for `pendingChangeAt` (the end of the billing period), or null. */
  pendingChangeKind: "change" | "cancellation" | null;
  /** The tier and period a pending `change` moves to (null for a cancellation). */
  pendingTier: string | null;
  pendingBillingPeriod: "monthly_period" | "annual_period" | null;
  pendingChangeAt: Date | null;
  /** The payment provider's customer and subscription this workspace mirrors. */
  paymentCustomerId: string | null;
  paymentSubscriptionId: string | null;
  /** `direct` (the payment provider) or `cloud_marketplace` (spec 001 §6). */
  billingChannel: "direct" | "cloud_marketplace";
  /** The promotion on the next invoices, as the provider reported it. */
  discountPercentOff: number | null;
  discountAmountOffCents: number | null;
  /** A grant (spec 001 §4): its start, and the plan it moves to after 12 months or its credits. */
  grantStartedAt: Date | null;
  postGrantTier: string | null;
  trainingOptOut: boolean;
  sessionInactivityTimeoutSeconds: number | null;
  allowPasswordSignIn: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface MemberRecord {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
  isLocked: boolean;
  createdAt: Date;
}

export interface InviteRecord {
  id: string;
  workspaceId: string;
  email: string;
  role: string;
  invitedByUserId: string;
  status: "pending" | "accepted" | "declined" | "revoked";
  createdAt: Date;
  respondedAt: Date | null;
}

export interface ApiKeyRecord {
  id: string;
  workspaceId: string;
  userId: string;
  name: string;
  secretHash: string;
  hint: string;
  isEnabled: boolean;
  permissions: string[] | "all";
  characterLimit: number | null;
  characterCount: number;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface SessionRecord {
  id: string;
  userId: string;
  workspaceId: string;
  authenticatedAt: Date;
  lastActiveAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
}

export interface RefreshTokenRecord {
  id: string;
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  createdAt: Date;
}

export type CodePurpose =
  | "verify_email"
  | "reset_password"
  | "change_email"
  | "recover_email"
  | "sign_in_verification"
  | "opt_out_of_updates"
  | "sms_sign_in"
  | "sms_enrolment";

export interface OneTimeCodeRecord {
  id: string;
  userId: string | null;
  purpose: CodePurpose;
  codeHash: string;
  payload: Record<string, unknown>;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

export interface BackupCodeRecord {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
  createdAt: Date;
}

export interface OutboxRecord {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  error: string | null;
}

/** Voice settings with every value resolved (see voices/voice-settings-values.ts for the defaults). */
export interface VoiceSettingsValues {
  stability: number;
  similarityBoost: number;
  style: number;
  useSpeakerBoost: boolean;
  speed: number;
}

export interface VoiceSettingsRecord {
  workspaceId: string;
  voiceId: string;
  settings: VoiceSettingsValues;
  updatedAt: Date;
}

/** Where a history item came from (ElevenLabs' `source`); only text to speech records items so far. */
export type HistorySource = "TTS" | "STS";

/** `created` once its audio is stored; the other ElevenLabs states are for work still in progress. */
export type HistoryItemState = "created" | "processing" | "deleted";

/** A person's rating of one generation. Once a reviewer marks it `reviewed` it cannot change. */
export interface HistoryFeedback {
  thumbsUp: boolean;
  feedback: string;
  emotions: boolean;
  inaccurateClone: boolean;
  glitches: boolean;
  audioQuality: boolean;
  other: boolean;
  reviewStatus: "not_reviewed" | "reviewed";
}

/** One logged generation (`enable_logging=true`) and where its audio is kept in blob storage. */
export interface HistoryItemRecord {
  /** The generation's request id (the `request-id` header), so `previous_request_ids` can name it. */
  id: string;
  /** Insertion order: ties on `createdAt` are broken by it, so pages are stable. */
  seq: number;
  workspaceId: string;
  /** Who generated it (null once that account is gone). */
  userId: string | null;
  /** The API key it was made with, if any (null once the key is deleted). */
  apiKeyId: string | null;
  voiceId: string;
  voiceName: string;
  voiceCategory: string;
  modelId: string;
  text: string;
  settings: VoiceSettingsValues;
  /** The `output_format` id the audio was made in (`mp3_22050_32`). */
  outputFormat: string;
  characterCountChangeFrom: number;
  characterCountChangeTo: number;
  contentType: string;
  source: HistorySource;
  state: HistoryItemState;
  /** Blob storage key of the audio: `history/<workspaceId>/<id>.<ext>`. */
  audioKey: string;
  feedback: HistoryFeedback | null;
  /** Random capability token of the public share link, made on first request. */
  shareToken: string | null;
  /** The lines of a text-to-dialogue generation (null for text to speech). */
  dialogue: HistoryDialogueLine[] | null;
  /** The kept share video (`POST …/generate-video`) and what it was made for; all null until one is made. */
  videoKey: string | null;
  videoTheme: string | null;
  videoStripV3Tags: boolean | null;
  videoWatermarked: boolean | null;
  /** The 32-bit id the audio's watermark carries (null for items made before audio was marked). */
  watermarkId: number | null;
  createdAt: Date;
}

/** What a kept share video was made for: a request for anything else makes a new one. */
export interface HistoryVideoVariant {
  theme: string;
  stripV3Tags: boolean;
  watermarked: boolean;
}

/** One line of a logged dialogue, with the voice's name as it was at generation time. */
export interface HistoryDialogueLine {
  text: string;
  voiceId: string;
  voiceName: string;
}

/**
 * `charge` and `refund` move a period's usage (`character_count`); `grant` (the plan's monthly
 * credits), `rollover` (unused credits carried from the period before) and `adjustment` (credits given
 * back or added later) make its `character_limit`. `reset` is a legacy kind nothing writes.
 */
export type CreditLedgerKind = "charge" | "refund" | "grant" | "rollover" | "adjustment" | "reset";

/** One movement of a workspace's credits (`credit_ledger`); `amount` is positive, `kind` gives the direction. */
export interface CreditLedgerRecord {
  id: string;
  workspaceId: string;
  apiKeyId: string | null;
  requestId: string;
  kind: CreditLedgerKind;
  amount: number;
  periodStart: Date;
  /**
   * The product a generation's charge or refund was for (`text_to_speech`, `text_to_dialogue`; a late
   * refund's `adjustment` carries it too); null on grant and rollover rows and the operator's rows.
   */
  product: string | null;
  /** The tier a `grant` was made under; null on the other kinds. */
  tier: string | null;
  createdAt: Date;
  /**
   * While a `charge` is a reservation (its work is running, the result not yet delivered), when its
   * lease runs out; null once it stands or was refunded, and on every other kind.
   */
  leaseExpiresAt: Date | null;
  /** Metered work: the credits used so far of a reservation (the rest is refunded); null otherwise. */
  meteredAmount: number | null;
}

/** The ledger of one credit period, summed by kind. */
export interface CreditPeriodTotals {
  periodStart: Date;
  charged: number;
  refunded: number;
  granted: number;
  rolledOver: number;
  adjusted: number;
  /**
   * Tiers of the period's grant rows (its base grant and any upgrade top-ups; each top-up is to a tier
   * with more monthly credits, so their order follows from the catalogue); empty when never settled.
   */
  grantTiers: string[];
}

export type InvoiceStatus = "open" | "paid" | "void";

/** An invoice of the workspace, as the payment provider reported it. */
export interface InvoiceRecord {
  id: string;
  workspaceId: string;
  amountDueCents: number;
  currency: "usd" | "eur";
  status: InvoiceStatus;
  /** What the invoice is for, as the provider words it. */
  description: string;
  createdAt: Date;
  dueAt: Date | null;
}

/** A money-moving call's idempotency key: reserved while it runs, then holding its answer. */
export interface IdempotencyKeyRecord {
  workspaceId: string;
  key: string;
  operation: string;
  response: unknown;
  createdAt: Date;
  completedAt: Date | null;
}

export type CustomVoiceCategory = "cloned" | "generated" | "professional";

/** Voice safety (issue 5 §4): BAN refuses generation, CAPTCHA refuses it until the owner reads a captcha. */
export type VoiceSafetyControl = "BAN" | "CAPTCHA";

/**
 * A workspace's own voice. `profile` is what the fitter decided (voices/cloning); a professional
 * voice has none until its training has finished.
 */
export interface CustomVoiceRecord {
  id: string;
  workspaceId: string;
  createdByUserId: string | null;
  name: string;
  description: string | null;
  labels: Record<string, string>;
  /** `cloned` for instant clones, `generated` for designed voices (issue 5 §2), `professional` (§3). */
  category: CustomVoiceCategory;
  language: SpeechLanguageCode;
  profile: VoiceProfile | null;
  safetyControl: VoiceSafetyControl | null;
  /** Who set the safety control: a workspace admin, or moderation (the operator); null without one. */
  safetyControlSource: "workspace" | "moderation" | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One uploaded file of a custom voice; its bytes are in blob storage under `blobKey`. */
export interface VoiceSampleRecord {
  id: string;
  voiceId: string;
  workspaceId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** SHA-256 of the bytes, hex. */
  hash: string;
  durationSeconds: number;
  removeBackgroundNoise: boolean;
  blobKey: string;
  /** Professional cloning: the part training uses (milliseconds; null = from the start / to the end). */
  trimStartMs: number | null;
  trimEndMs: number | null;
  speakerSeparationStatus: SpeakerSeparationStatus;
  /** The speakers separation found; null until it completed. */
  speakers: SeparatedSpeaker[] | null;
  /** The speakers training uses; null = all of them (the whole sample when not separated). */
  selectedSpeakerIds: string[] | null;
  /** Peak level per equal slice of the sample, 0–1 (`visual_waveform`); null when not measured. */
  waveform: number[] | null;
  loudness: SampleLoudness | null;
  createdAt: Date;
}

export type SpeakerSeparationStatus = "not_started" | "pending" | "completed" | "failed";

/** A sample's levels against spec 001 §9's recommendation (-23 to -18 dB RMS, true peak at most -3 dB). */
export interface SampleLoudness {
  rmsDbfs: number;
  truePeakDbfs: number;
  /** "ok", or what is off: "too_quiet", "too_loud", "peaks_too_high". */
  verdicts: string[];
}

/** What a new sample row may leave out: a professional sample's analysis is filled in later. */
export type NewVoiceSample = Omit<
  VoiceSampleRecord,
  | "trimStartMs"
  | "trimEndMs"
  | "speakerSeparationStatus"
  | "speakers"
  | "selectedSpeakerIds"
  | "waveform"
  | "loudness"
> &
  Partial<VoiceSampleRecord>;

export type FineTuningState = "not_started" | "queued" | "fine_tuning" | "fine_tuned" | "failed" | "delayed";

/** One model's training of a professional voice (`fine_tuning.state/progress/message[model_id]`). */
export interface ModelFineTuning {
  state: FineTuningState;
  /** 0–1. */
  progress: number;
  message: string | null;
}

/** The professional-cloning state of a voice (issue 5 §3); the displayed state is derived from it. */
export interface VoiceFineTuningRecord {
  voiceId: string;
  workspaceId: string;
  verifiedAt: Date | null;
  verifiedBy: "captcha" | "manual" | null;
  models: Record<string, ModelFineTuning>;
  datasetDurationSeconds: number | null;
  sliceIds: string[];
  jobId: string | null;
  updatedAt: Date;
}

/** `pvc`: professional verification; `safety`: a voice under safety_control CAPTCHA. */
export type CaptchaPurpose = "pvc" | "safety";

export interface VoiceCaptchaRecord {
  voiceId: string;
  purpose: CaptchaPurpose;
  workspaceId: string;
  text: string;
  issuedAt: Date;
}

export interface VoiceVerificationAttemptRecord {
  id: string;
  voiceId: string;
  workspaceId: string;
  purpose: CaptchaPurpose;
  text: string;
  accepted: boolean;
  similarity: number;
  levenshteinDistance: number;
  transcription: string;
  /** "text", "voice" or "text_and_voice" when refused; null when accepted. */
  failure: string | null;
  recordingBlobKey: string;
  recordingMimeType: string;
  recordingSizeBytes: number;
  createdAt: Date;
}

export interface ManualVerificationFile {
  fileId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  blobKey: string;
  uploadedAt: Date;
}

export interface ManualVerificationRecord {
  id: string;
  voiceId: string;
  workspaceId: string;
  extraText: string;
  files: ManualVerificationFile[];
  status: "pending" | "approved" | "rejected";
  requestedAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
}

export type JobState = "queued" | "running" | "succeeded" | "failed";

/** A background job (jobs/): what to run, its attempts, progress and last error. */
export interface JobRecord {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  workspaceId: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAfter: Date;
  lockedUntil: Date | null;
  progress: number;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

/** A voice design or remix preview's parameters (issue 5 §2); the audio is spoken again on demand. */
export interface VoicePreviewRecord {
  generatedVoiceId: string;
  workspaceId: string;
  profile: VoiceProfile;
  description: string;
  text: string;
  loudness: number;
  createdAt: Date;
}
