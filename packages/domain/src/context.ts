import type { WorkspaceRole } from "@chorus/contract";
import type { ConcurrencyLimiter } from "./credits/concurrency-limiter.ts";
import type { AudioAligner } from "./ports/audio-alignment.ts";
import type { AudioEventDetector } from "./ports/audio-events.ts";
import type { AudioWatermark } from "./ports/audio-watermark.ts";
import type { AuthTokenCache, JwtSigner } from "./ports/auth-tokens.ts";
import type { InitiationWebhookCaller } from "./ports/conversation-initiation-webhook.ts";
import type { DocumentTextExtractor } from "./ports/document-text.ts";
import type { InvoiceDocumentWriter } from "./ports/invoice-documents.ts";
import type { LanguageModels } from "./ports/language-model.ts";
import type { LiveAudioInput } from "./ports/live-audio.ts";
import type { McpClient } from "./ports/mcp-client.ts";
import type { OutboundPayloads } from "./ports/outbound-payloads.ts";
import type { PaymentProvider } from "./ports/payments.ts";
import type { RemoteFileFetcher } from "./ports/remote-files.ts";
import type { Store } from "./ports/repositories.ts";
import type { SecretCipher } from "./ports/secret-cipher.ts";
import type {
  AccessTokenSigner,
  BlobStorage,
  CaptchaVerifier,
  Clock,
  Logger,
  Mailer,
  PasswordHasher,
  SmsSender,
  TotpService,
} from "./ports/services.ts";
import type { SoundEffectSynthesizer } from "./ports/sound-effects.ts";
import type { SpeakerAnalyzer } from "./ports/speaker-analysis.ts";
import type { AudioDecoding, AudioEncoding, AudioProcessing, SpeechEngines } from "./ports/speech.ts";
import type { SpeechRecognizer } from "./ports/speech-recognition.ts";
import type { TextEmbedder } from "./ports/text-embeddings.ts";
import type { ToolWebhookCaller } from "./ports/tool-webhooks.ts";
import type { TranscriptDocumentWriter } from "./ports/transcript-documents.ts";
import type { TranscriptionEngine } from "./ports/transcription.ts";
import type { VideoRenderer } from "./ports/video.ts";
import type { VoiceAnalyzer } from "./ports/voice-analysis.ts";

/** The settings verbs need, taken from the validated configuration at boot. */
export interface DomainSettings {
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  signUp: { restrictedCountries: string[]; allowlist: string[] };
  signInVerification: "off" | "new_device";
  /**
   * `TERMS_VERSION`: the date of the Terms of Use in effect. People who accepted an earlier one are
   * asked to accept these (GET /v1/user's `show_compliance_terms`) before they go on.
   */
  termsVersion: string;
  /**
   * Ceilings on failed sign-ins beyond the 5 per (email, client network) pair: per email from any
   * network (distributed guessing) and per network for any email (spraying), each per hour.
   */
  signInThrottle: { failuresPerEmail: number; failuresPerIp: number };
  /**
   * `CHORUS_BILLING`. Off (a server run without payments): every workspace acts as an enterprise
   * workspace with unlimited credits, whatever its stored tier and status say.
   */
  billing: "on" | "off";
  /**
   * How long a charge for running work stays reserved unless renewed (domain/generation): the work's
   * process renews it while it runs; after a crash the worker refunds it once it has passed.
   */
  reservationLeaseSeconds: number;
  /**
   * `TOOL_WEBHOOK_HTTP_HOSTS`: hosts (lower case) an agent's webhook tool may call over plain http;
   * every other webhook must use https (issue 19 §2).
   */
  toolWebhookHttpHosts: readonly string[];
}

/** Everything outside the domain that verbs may use, chosen by configuration in the composition root. */
export interface Ports {
  store: Store;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: AccessTokenSigner;
  mailer: Mailer;
  sms: SmsSender;
  captcha: CaptchaVerifier;
  totp: TotpService;
  blobs: BlobStorage;
  logger: Logger;
  settings: DomainSettings;
  speech: SpeechEngines;
  audio: AudioEncoding & AudioDecoding & AudioProcessing;
  /** Share videos and their preview images. */
  video: VideoRenderer;
  /** Concurrent-generation slots per workspace (in-process; see credits/concurrency-limiter.ts). */
  concurrency: ConcurrencyLimiter;
  /** The payment provider: the built-in test provider or Stripe (ports/payments.ts). */
  payments: PaymentProvider;
  /** Measures a speaker's pitch, range, rate and timbre (voice cloning). */
  voiceAnalyzer: VoiceAnalyzer;
  /** Who speaks when, and whether two recordings are one speaker (professional cloning, captchas). */
  speakerAnalyzer: SpeakerAnalyzer;
  /** Speech to text (captcha readings today). */
  speechRecognizer: SpeechRecognizer;
  /** Sound effects from text prompts (the procedural synthesizer on the embedded default). */
  soundEffects: SoundEffectSynthesizer;
  /** Time-warps a recording onto another of the same words (forced alignment). */
  audioAligner: AudioAligner;
  /** Marks generated audio and finds the mark again (the AI speech classifier). */
  watermark: AudioWatermark;
  /** Batch speech-to-text engines in order of preference (the remote one first when configured). */
  transcription: readonly TranscriptionEngine[];
  /** Writes transcripts as docx and pdf (speech-to-text exports). */
  transcriptDocuments: TranscriptDocumentWriter;
  /** Writes invoices as PDF (the usage screen's download). */
  invoiceDocuments: InvoiceDocumentWriter;
  /** Live audio of the realtime transcription WebSocket: decoding, resampling, voice activity. */
  liveAudio: LiveAudioInput;
  /** Downloads callers' https files (speech to text's cloud_storage_url). */
  remoteFiles: RemoteFileFetcher;
  /** Finds non-speech sounds (noise, music) for speech to text's tag_audio_events. */
  audioEvents: AudioEventDetector;
  /** Language models of conversational agents (remote, embedded llama.cpp, the retrieval engine). */
  languageModels: LanguageModels;
  /** Vectors of knowledge-base passages and questions; absent unless an embeddings server is configured. */
  embeddings?: TextEmbedder;
  /** Encrypts the workspace secrets agents use (AES-256-GCM under SECRETS_ENCRYPTION_KEY). */
  secretCipher: SecretCipher;
  /** The readable text of uploaded documents (the agents' knowledge base). */
  documentText: DocumentTextExtractor;
  /** Calls agents' webhook tools during conversations (an address policy and bounds per call). */
  toolWebhooks: ToolWebhookCaller;
  /** Talks to agents' MCP servers (an address policy and bounds per connection, one connection per use). */
  mcpClient: McpClient;
  /** Signs the JWTs of auth connections (jose). */
  jwtSigner: JwtSigner;
  /** Auth connections' tokens and JWTs, kept in the process until shortly before they expire. */
  authTokenCache: AuthTokenCache;
  /** Calls the workspace's conversation-initiation webhook before a conversation (https, public addresses). */
  initiationWebhooks: InitiationWebhookCaller;
  /** The wire shapes of what webhooks send (built by the transport's presenters). */
  outboundPayloads: OutboundPayloads;
}

/** Facts about the request that verbs may need; geo comes only from headers the deployment trusts. */
export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  geo: { country?: string; region?: string; city?: string };
}

export type Actor =
  | { kind: "user"; userId: string; sessionId: string }
  | { kind: "api_key"; userId: string; apiKeyId: string; permissions: readonly string[] | "all" };

/** A verb called without credentials (sign-up, password reset, links from emails). */
export interface PublicContext {
  ports: Ports;
  meta: RequestMeta;
}

/** A verb called by a signed-in person or an API key, always inside one workspace. */
export interface AuthenticatedContext extends PublicContext {
  actor: Actor;
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
}
