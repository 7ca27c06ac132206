import { z } from "zod";
import { abuseProtectionEnv } from "./abuse-protection.ts";
import { languageModelPricesEnv } from "./language-model-prices.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** The model asked of LLM_URL when LLM_MODELS names none. */
const defaultLanguageModel = "gpt-4o-mini";

/**
 * Every environment variable Chorus reads, with its default. The README's configuration
 * table is written from this schema; keep the `describe` texts in sync with it.
 */
export const envSchema = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .default(3000)
    .describe("HTTP port for the API and the web app"),
  HOST: z.string().default("0.0.0.0").describe("Interface to listen on"),
  DATA_DIR: z
    .string()
    .min(1)
    .default("./data")
    .describe("Folder for the embedded database, files and generated secrets"),
  DATABASE_URL: optionalString
    .refine(
      (value) => !value || /^postgres(ql)?:\/\//.test(value),
      "must be a postgres:// or postgresql:// URL",
    )
    .describe("PostgreSQL connection URL; absent means the embedded PGlite database in DATA_DIR"),
  PUBLIC_URL: optionalString
    .refine((value) => !value || /^https?:\/\/[^/]+/.test(value), "must be an absolute http(s) URL")
    .describe("The URL people reach Chorus at, used in emails (default http://localhost:PORT)"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TOKEN_SECRET: optionalString
    .refine((value) => !value || value.length >= 32, "must be at least 32 characters")
    .describe("Secret that signs access tokens; generated and kept in DATA_DIR/secrets.json when absent"),
  SECRETS_ENCRYPTION_KEY: optionalString
    .refine((value) => !value || value.length >= 32, "must be at least 32 characters")
    .describe(
      "Encrypts the agents' workspace secrets at rest (AES-256-GCM); generated and kept in DATA_DIR/secrets.json when absent. Set the same value on every server of one deployment, and keep it: secrets stored under a lost key cannot be read",
    ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(400).default(360),
  SMTP_URL: optionalString
    .refine((value) => !value || /^smtps?:\/\//.test(value), "must be an smtp:// or smtps:// URL")
    .describe("SMTP server (smtp://user:pass@host:587); absent means mail goes to the outbox and the log"),
  MAIL_FROM: z.string().default("Chorus <no-reply@chorus.local>"),
  CAPTCHA_PROVIDER: z
    .enum(["altcha", "recaptcha", "test"])
    .default("altcha")
    .describe(
      "altcha: the embedded proof-of-work; recaptcha: Google reCAPTCHA; test: a fixed token, for automation",
    ),
  CAPTCHA_TEST_TOKEN: optionalString
    .refine((value) => !value || value.length >= 16, "must be at least 16 characters")
    .describe("The token the test captcha accepts; required with CAPTCHA_PROVIDER=test"),
  RECAPTCHA_SECRET: optionalString,
  GEO_COUNTRY_HEADER: optionalString.describe(
    "Trusted request header carrying the ISO country (e.g. cf-ipcountry)",
  ),
  GEO_REGION_HEADER: optionalString.describe(
    "Trusted request header carrying the region (e.g. cf-region-code)",
  ),
  GEO_CITY_HEADER: optionalString.describe("Trusted request header carrying the city"),
  SIGNUP_RESTRICTED_COUNTRIES: commaList.default([]),
  SIGNUP_ALLOWLIST: commaList
    .default([])
    .describe("Emails or @domains allowed to sign up; empty allows everyone"),
  SIGN_IN_VERIFICATION: z.enum(["off", "new_device"]).default("off"),
  TERMS_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date, YYYY-MM-DD")
    .default("2026-11-01")
    .describe(
      "Date of the Terms of Use in effect; set a later date when they change, and everyone is asked to accept them again",
    ),
  CHORUS_BILLING: z
    .enum(["on", "off"])
    .default("on")
    .describe("off: no payments; every workspace is an enterprise workspace with unlimited credits"),
  PAYMENT_PROVIDER: z
    .enum(["test", "stripe"])
    .default("test")
    .describe("test: the built-in test payment provider with its own hosted pages; stripe: Stripe"),
  STRIPE_SECRET_KEY: optionalString.describe(
    "Stripe secret key (sk_live_… or sk_test_…); required with PAYMENT_PROVIDER=stripe",
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.describe(
    "Signing secret of the Stripe webhook endpoint (whsec_…); required with PAYMENT_PROVIDER=stripe",
  ),
  STRIPE_API_URL: optionalString.describe(
    "Another Stripe API address (e.g. http://127.0.0.1:12111 for a local fake); default api.stripe.com",
  ),
  CHORUS_ADMIN_EMAIL: optionalString,
  CHORUS_ADMIN_PASSWORD: optionalString,
  CHORUS_ADMIN_API_KEY: optionalString,
  RESERVATION_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(60)
    .describe(
      "How long a charge for running work stays reserved without its process renewing it; after a crash the worker refunds it once this has passed",
    ),
  WEB_DIST_DIR: optionalString.describe("Built web app to serve (default apps/web/dist)"),
  SERVE_WEB: booleanFlag.default(true),
  LOG_REQUESTS: booleanFlag
    .default(false)
    .describe(
      "Log every HTTP request and response (off by default: the log keeps what needs a person's attention)",
    ),
  WARM_WORKERS: z
    .enum(["one", "all"])
    .default("one")
    .describe(
      "How many eSpeak-NG and encoder worker threads start with the server: one of each (the others start when requests overlap; least memory) or all (no start-up during the first overlapping requests)",
    ),
  REMOTE_TTS_URL: optionalString
    .refine((value) => !value || /^https?:\/\/[^/]+/.test(value), "must be an absolute http(s) URL")
    .describe(
      "OpenAI-compatible speech server (POST {url}/v1/audio/speech); set it to enable the remote TTS engine",
    ),
  REMOTE_TTS_API_KEY: optionalString.describe("Bearer token sent to REMOTE_TTS_URL"),
  REMOTE_TTS_MODEL: z.string().trim().min(1).default("tts-1").describe("The `model` asked of REMOTE_TTS_URL"),
  REMOTE_TTS_VOICES: commaList
    .default([])
    .describe("Voice names REMOTE_TTS_URL knows, comma-separated (e.g. alloy,nova)"),
  REMOTE_STT_URL: optionalString
    .refine((value) => !value || /^https?:\/\/[^/]+/.test(value), "must be an absolute http(s) URL")
    .describe(
      "OpenAI-compatible transcription server (POST {url}/v1/audio/transcriptions); set it to transcribe languages other than English",
    ),
  REMOTE_STT_API_KEY: optionalString.describe("Bearer token sent to REMOTE_STT_URL"),
  REMOTE_STT_MODEL: z
    .string()
    .trim()
    .min(1)
    .default("whisper-1")
    .describe("The `model` asked of REMOTE_STT_URL"),
  REMOTE_STT_LANGUAGES: commaList
    .default([])
    .describe("ISO 639-1 codes REMOTE_STT_URL transcribes, comma-separated; empty for every language"),
  LLM_URL: optionalString
    .refine((value) => !value || /^https?:\/\/[^/]+/.test(value), "must be an absolute http(s) URL")
    .describe(
      "OpenAI-compatible chat server for conversational agents (POST {url}/chat/completions, e.g. http://localhost:11434/v1); absent means agents answer from their prompt with the embedded retrieval engine",
    ),
  LLM_API_KEY: optionalString.describe("Bearer token sent to LLM_URL"),
  LLM_MODELS: commaList
    // An empty list would leave LLM_URL with nothing to ask for, so it means the default too.
    .transform((models) => (models.length > 0 ? models : [defaultLanguageModel]))
    .default([defaultLanguageModel])
    .describe("Models LLM_URL serves, comma-separated; the first is the agents' default"),
  LLM_PRICES: languageModelPricesEnv.describe(
    "Prices of LLM_MODELS in USD per million input/output tokens, e.g. gpt-4o-mini=0.15/0.60,llama3=0/0, reported per conversation turn (not charged); a model without one, and the embedded engines, cost 0",
  ),
  LLM_MODEL_PATH: optionalString.describe(
    "A GGUF model file for the embedded llama.cpp engine, used when LLM_URL is not set",
  ),
  EMBEDDINGS_URL: optionalString
    .refine((value) => !value || /^https?:\/\/[^/]+/.test(value), "must be an absolute http(s) URL")
    .describe(
      "OpenAI-compatible embeddings server for knowledge-base retrieval (POST {url}/embeddings); absent means passages are ranked by full-text search and trigram similarity alone",
    ),
  EMBEDDINGS_API_KEY: optionalString.describe("Bearer token sent to EMBEDDINGS_URL"),
  EMBEDDINGS_MODEL: z
    .string()
    .trim()
    .min(1)
    .default("text-embedding-3-small")
    .describe("The `model` asked of EMBEDDINGS_URL"),
  TOOL_WEBHOOK_HTTP_HOSTS: commaList
    .default([])
    .describe(
      "Hosts agents' webhook tools may call over plain http (e.g. localhost,tools.internal), comma-separated; empty means https only",
    ),
  ...abuseProtectionEnv,
});

export type Env = z.infer<typeof envSchema>;
