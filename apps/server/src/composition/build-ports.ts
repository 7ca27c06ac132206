import { createHmac } from "node:crypto";
import path from "node:path";
import {
  applySpeakerBoost,
  changeSpeed,
  createAudioEncoding,
  ffmpegAudioDecoding,
  shiftVoice,
  warmUpAudioEncoding,
} from "@chorus/adapters/audio";
import { spectralAudioEventDetector } from "@chorus/adapters/audio-events";
import { spreadSpectrumWatermark } from "@chorus/adapters/audio-watermark";
import { inProcessAuthTokenCache, joseJwtSigner } from "@chorus/adapters/auth-tokens";
import { localFolderStorage } from "@chorus/adapters/blob-storage";
import { proofOfWorkCaptcha, recaptchaVerifier, testCaptchaVerifier } from "@chorus/adapters/captcha";
import {
  aesGcmSecretCipher,
  argon2PasswordHasher,
  jwtAccessTokens,
  otpauthTotp,
} from "@chorus/adapters/crypto";
import { createStore, type OpenedDatabase, openDatabase } from "@chorus/adapters/db";
import { documentTextExtractor } from "@chorus/adapters/document-text";
import { createRemoteEmbeddings } from "@chorus/adapters/embeddings";
import { httpsInitiationWebhookCaller } from "@chorus/adapters/initiation-webhooks";
import { createLanguageModels, createLlamaCppModel } from "@chorus/adapters/language-models";
import { outboxMailer, outboxSmsSender } from "@chorus/adapters/mail";
import { sdkMcpClient } from "@chorus/adapters/mcp-client";
import { httpsFileFetcher } from "@chorus/adapters/remote-files";
import { proceduralSoundEffects } from "@chorus/adapters/sound-effects";
import { embeddedSpeakerAnalyzer, mfccAudioAligner } from "@chorus/adapters/speaker-analysis";
import { createSpeechEngines } from "@chorus/adapters/speech-engines";
import {
  liveAudioInput,
  pocketsphinxRecognizer,
  pocketsphinxTranscription,
  remoteTranscription,
} from "@chorus/adapters/speech-recognition";
import { httpToolWebhookCaller } from "@chorus/adapters/tool-webhooks";
import { ffmpegVideoRenderer } from "@chorus/adapters/video";
import { embeddedVoiceAnalyzer } from "@chorus/adapters/voice-analysis";
import type { Config } from "@chorus/config";
import {
  type Clock,
  InProcessConcurrencyLimiter,
  type Logger,
  type Ports,
  receivePaymentWebhook,
} from "@chorus/domain";
import type { Logger as PinoLogger } from "pino";
import { serializeError } from "../logging/log-serializers.ts";
import { presentConversation } from "../presenters/conversation-presenter.ts";
import { type BuiltPayments, buildPaymentProvider } from "./build-payment-provider.ts";
import { domainSettingsOf } from "./domain-settings.ts";

export const systemClock: Clock = { now: () => new Date() };

/**
 * The domain's Logger port over the server's pino logger. An error under any key is logged as
 * the `err` serializer logs it (never its full text or properties: a database error's text holds
 * the query's parameters); pino applies that serializer to `err` itself.
 */
export function domainLogger(pino: PinoLogger): Logger {
  const safe = (fields: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        key !== "err" && value instanceof Error ? serializeError(value) : value,
      ]),
    );
  return {
    info: (message, fields) => pino.info(safe(fields), message),
    warn: (message, fields) => pino.warn(safe(fields), message),
    error: (message, fields) => pino.error(safe(fields), message),
  };
}

export interface BuiltPorts {
  ports: Ports;
  database: OpenedDatabase;
  /** The built-in test payment provider, when configured (its hosted pages are served by the app). */
  testPayments: BuiltPayments["testProvider"];
  /** Starts eSpeak-NG's workers and the encoders now rather than on first use (Flite starts on first use). */
  warmUpSpeech(): Promise<void>;
  /** Closes what this build opened: the database, and the speech engines unless they were handed in. */
  close(): Promise<void>;
}

/**
 * The composition root: picks an adapter for every port from the configuration. Mail always
 * goes through the outbox table; with SMTP_URL set, the worker role delivers it.
 */
export async function buildPorts(
  config: Config,
  pino: PinoLogger,
  /**
   * This process's folder under `DATA_DIR/tmp` (start-server.ts opens it): every temporary file an
   * adapter writes (decoder copies of uploads, captcha readings, video renderings) goes there.
   */
  tempDir: string,
  overrides: Partial<Pick<Ports, "clock" | "passwords">> & {
    /** An in-memory PGlite database, started from `startFrom` (a migrated dump) when given. */
    inMemoryDatabase?: boolean | { startFrom: Blob };
    /**
     * Speech engines owned by the caller (test servers of one process share one set, as one server's
     * requests do); they are used as they are and left open by `close`.
     */
    speech?: ReturnType<typeof createSpeechEngines>;
  } = {},
): Promise<BuiltPorts> {
  const inMemory = overrides.inMemoryDatabase;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: inMemory ? ":memory:" : config.dataDir,
    startFrom: typeof inMemory === "object" ? inMemory.startFrom : undefined,
    onConnectionError: (error) =>
      pino.warn({ err: error }, "database connection lost; the pool will reconnect"),
    onDatabaseThreadCrash: (error) =>
      pino.error(
        { err: error },
        "the embedded database stopped: every request that needs it fails until a restart",
      ),
  });
  // PGlite serves this one process, so its rate-limit counts need no write per request.
  const store = createStore(database.db, { rateLimitsInProcess: database.kind === "pglite" });
  const logger = domainLogger(pino);
  const clock = overrides.clock ?? systemClock;
  const speech = overrides.speech ?? createSpeechEngines({ remote: config.speech.remote });
  // Keyed by the deployment's secret (so others cannot read or forge the mark); generated audio is
  // marked before any encoding, in the encoding workers.
  const watermark = spreadSpectrumWatermark({
    key: createHmac("sha256", config.tokens.secret).update("audio watermark").digest("hex"),
  });
  const warmAll = config.speech.warmWorkers === "all";
  const encoding = createAudioEncoding({
    watermark,
    warmEncoderWorkers: warmAll ? Number.POSITIVE_INFINITY : 1,
  });
  const decoding = ffmpegAudioDecoding({ tempDir });
  const { payments, testProvider } = await buildPaymentProvider({ config, db: database.db, clock, logger });
  const ports: Ports = {
    store,
    clock,
    passwords: overrides.passwords ?? argon2PasswordHasher(),
    tokens: jwtAccessTokens({
      secret: config.tokens.secret,
      ttlSeconds: config.tokens.accessTtlSeconds,
      clock,
    }),
    // Without SMTP nobody delivers the outbox: its mails also print readably on the terminal.
    mailer: outboxMailer(
      store.outbox,
      logger,
      config.mail.smtpUrl ? undefined : (text) => process.stdout.write(text),
    ),
    sms: outboxSmsSender(store.outbox, logger),
    captcha:
      config.captcha.provider === "recaptcha"
        ? recaptchaVerifier({ secret: config.captcha.recaptchaSecret })
        : config.captcha.provider === "test"
          ? testCaptchaVerifier(config.captcha.testToken)
          : proofOfWorkCaptcha({
              secret: config.captcha.secret,
              difficulty: config.captcha.difficulty,
              clock,
              solutions: store.captchaSolutions,
            }),
    totp: otpauthTotp(),
    secretCipher: aesGcmSecretCipher({ key: config.secretsEncryptionKey }),
    blobs: localFolderStorage(path.join(config.dataDir, "files")),
    logger,
    speech,
    concurrency: new InProcessConcurrencyLimiter(),
    audio: {
      encode: (format, input, signal) => encoding.encode(format, input, signal),
      decode: (audio, format) => decoding.decode(audio, format),
      decodeFile: (file, options) => decoding.decodeFile(file, options),
      decodeStream: (file, options) => decoding.decodeStream(file, options),
      speakerBoost: (samples, sampleRate) => applySpeakerBoost(samples, sampleRate),
      changeSpeed: (samples, sampleRate, factor) => changeSpeed(samples, sampleRate, factor),
      shiftVoice: (samples, sampleRate, shift) => shiftVoice(samples, sampleRate, shift),
    },
    video: ffmpegVideoRenderer({ tempDir }),
    settings: domainSettingsOf(config),
    payments,
    voiceAnalyzer: embeddedVoiceAnalyzer,
    speakerAnalyzer: embeddedSpeakerAnalyzer,
    speechRecognizer: pocketsphinxRecognizer({ tempDir }),
    soundEffects: proceduralSoundEffects,
    audioAligner: mfccAudioAligner,
    watermark,
    // The remote engine first: it handles every language it is configured for, and better than pocketsphinx.
    transcription: [
      ...(config.transcription.remote ? [remoteTranscription(config.transcription.remote)] : []),
      pocketsphinxTranscription({ tempDir }),
    ],
    // pdfkit and docx (about 250 ms of start-up, fonts included) load with the first transcript export.
    transcriptDocuments: {
      write: async (format, document) =>
        (await import("@chorus/adapters/transcript-documents")).officeTranscriptDocuments.write(
          format,
          document,
        ),
    },
    // pdfkit loads with the first invoice download, like the transcript exports.
    invoiceDocuments: {
      write: async (invoice) =>
        (await import("@chorus/adapters/invoice-documents")).pdfInvoices.write(invoice),
    },
    liveAudio: liveAudioInput(),
    remoteFiles: httpsFileFetcher(),
    toolWebhooks: httpToolWebhookCaller(),
    mcpClient: sdkMcpClient(),
    jwtSigner: joseJwtSigner(),
    authTokenCache: inProcessAuthTokenCache(),
    initiationWebhooks: httpsInitiationWebhookCaller(),
    // A post-call webhook's conversation is the one GET /v1/convai/conversations/{id} answers.
    outboundPayloads: { conversation: (conversation) => presentConversation(conversation) },
    audioEvents: spectralAudioEventDetector,
    languageModels: createLanguageModels({
      remote: config.languageModels.remote,
      // Loaded on its first conversation, so a configured model costs nothing until an agent uses it.
      llamaCpp: config.languageModels.modelPath
        ? createLlamaCppModel({ modelPath: config.languageModels.modelPath })
        : undefined,
    }),
    ...(config.embeddings ? { embeddings: createRemoteEmbeddings(config.embeddings) } : {}),
    // Its worker thread starts with the first document; pdf.js and mammoth load with the first of theirs.
    documentText: documentTextExtractor,
  };
  // The test provider delivers its signed events straight to the webhook handler (the same verb the
  // HTTP endpoint calls, signature check included); an event that fails stays pending and is delivered
  // again by the worker.
  testProvider?.attachDelivery(async (rawBody, headers) => {
    try {
      await receivePaymentWebhook(ports, rawBody, headers);
      return true;
    } catch (error) {
      logger.warn("test payment provider: event delivery failed", { err: error });
      return false;
    }
  });
  return {
    ports,
    database,
    testPayments: testProvider,
    // One eSpeak-NG worker and one encoder (started with the port), so the first request neither encodes on
    // the main thread nor compiles WebAssembly; the pools' other workers start when requests overlap (each
    // eSpeak-NG thread is about 70 MB, an encoder about 40 MB: an idle server stays under 400 MB), unless
    // WARM_WORKERS=all starts them all now. Flite is
    // left to start with its first request (about a second): each of its processes holds about 160 MB, for
    // voices a deployment may never use.
    warmUpSpeech: async () => {
      await Promise.all([speech.espeak.warmUp(warmAll ? undefined : 1), warmUpAudioEncoding(encoding)]);
    },
    close: async () => {
      if (!overrides.speech) await speech.close();
      await database.close();
    },
  };
}
