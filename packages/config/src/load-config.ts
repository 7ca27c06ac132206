import path from "node:path";
import { type AbuseProtectionConfig, abuseProtectionConfig } from "./abuse-protection.ts";
import { envSchema } from "./env-schema.ts";
import type { LanguageModelPriceConfig } from "./language-model-prices.ts";
import { loadOrCreateSecrets, type PersistedSecrets } from "./persisted-secrets.ts";

export type ProcessRole = "api" | "worker" | "all";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  /** `LOG_REQUESTS`: a log line per request and per response. */
  logRequests: boolean;
  role: ProcessRole;
  tokens: { secret: string; accessTtlSeconds: number; refreshTtlDays: number };
  /** `SECRETS_ENCRYPTION_KEY`: the key text the workspace secrets of agents are encrypted under. */
  secretsEncryptionKey: string;
  mail: { smtpUrl: string | undefined; from: string };
  captcha:
    | { provider: "altcha"; secret: string; difficulty: number }
    | { provider: "recaptcha"; recaptchaSecret: string }
    | { provider: "test"; testToken: string };
  /** Rate limits, sign-in throttling and the client address behind a proxy (abuse-protection.ts). */
  abuse: AbuseProtectionConfig;
  geoHeaders: { country: string | undefined; region: string | undefined; city: string | undefined };
  signUp: { restrictedCountries: string[]; allowlist: string[] };
  signInVerification: "off" | "new_device";
  /** `TERMS_VERSION`: the date of the Terms of Use in effect. */
  termsVersion: string;
  /** `CHORUS_BILLING`: off runs every workspace as enterprise with unlimited credits. */
  billing: "on" | "off";
  /** `RESERVATION_LEASE_SECONDS`: the lease of a charge whose work is running (domain/generation). */
  reservationLeaseSeconds: number;
  /** `TOOL_WEBHOOK_HTTP_HOSTS`: hosts a webhook tool may call over plain http (lower case). */
  toolWebhookHttpHosts: string[];
  payments:
    | { provider: "test"; signingSecret: string }
    | { provider: "stripe"; secretKey: string; webhookSecret: string; apiUrl: string | undefined };
  admin: { email: string; password: string; apiKey: string } | undefined;
  web: { serve: boolean; distDir: string };
  /** Speech engines beyond the embedded ones: `remote` exists only when REMOTE_TTS_URL is set. */
  speech: {
    remote: { baseUrl: string; apiKey: string | undefined; model: string; voices: string[] } | undefined;
    /** Worker threads of the eSpeak-NG and encoder pools started with the server: one each, or all. */
    warmWorkers: "one" | "all";
  };
  /** Speech to text beyond embedded pocketsphinx: `remote` exists only when REMOTE_STT_URL is set. */
  transcription: {
    remote: { baseUrl: string; apiKey: string | undefined; model: string; languages: string[] } | undefined;
  };
  /**
   * Language models for conversational agents: `remote` exists only when LLM_URL is set, `modelPath`
   * (a GGUF file for llama.cpp) only when LLM_MODEL_PATH is; with neither, the embedded retrieval
   * engine answers from each agent's prompt.
   */
  languageModels: {
    remote:
      | {
          baseUrl: string;
          apiKey: string | undefined;
          models: string[];
          /** `LLM_PRICES`, by model; a model without an entry costs 0. */
          prices: ReadonlyMap<string, LanguageModelPriceConfig>;
        }
      | undefined;
    modelPath: string | undefined;
  };
  /** Knowledge-base vectors (`EMBEDDINGS_URL`); retrieval ranks by words alone without it. */
  embeddings: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads and validates the environment once at boot. Every problem is reported together, so a
 * self-hoster fixes their `.env` in one pass instead of one crash at a time.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  options: { role?: ProcessRole; secrets?: PersistedSecrets } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.join(".");
      problems.push(`${name}: ${issue.message}${env[name] !== undefined ? ` (got "${env[name]}")` : ""}`);
    }
  }
  const adminVars = ["CHORUS_ADMIN_EMAIL", "CHORUS_ADMIN_PASSWORD", "CHORUS_ADMIN_API_KEY"] as const;
  const adminSet = adminVars.filter((name) => env[name]?.trim());
  if (adminSet.length > 0 && adminSet.length < adminVars.length) {
    problems.push(
      `${adminVars.join(", ")} must be set together (missing ${adminVars.filter((v) => !adminSet.includes(v)).join(", ")})`,
    );
  }
  if (parsed.success && parsed.data.CAPTCHA_PROVIDER === "recaptcha" && !parsed.data.RECAPTCHA_SECRET) {
    problems.push("RECAPTCHA_SECRET: required when CAPTCHA_PROVIDER=recaptcha");
  }
  if (parsed.success && parsed.data.CAPTCHA_PROVIDER === "test" && !parsed.data.CAPTCHA_TEST_TOKEN) {
    problems.push("CAPTCHA_TEST_TOKEN: required when CAPTCHA_PROVIDER=test");
  }
  if (parsed.success && parsed.data.CHORUS_ADMIN_PASSWORD && parsed.data.CHORUS_ADMIN_PASSWORD.length < 8) {
    problems.push("CHORUS_ADMIN_PASSWORD: must be at least 8 characters");
  }
  if (parsed.success && parsed.data.CHORUS_ADMIN_API_KEY && parsed.data.CHORUS_ADMIN_API_KEY.length < 16) {
    problems.push("CHORUS_ADMIN_API_KEY: must be at least 16 characters");
  }
  if (parsed.success && parsed.data.PAYMENT_PROVIDER === "stripe") {
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const)
      if (!parsed.data[name]) problems.push(`${name}: required when PAYMENT_PROVIDER=stripe`);
  }
  if (parsed.success) {
    // A price for a model LLM_MODELS does not list is a typo that would quietly leave the real one at 0.
    const unlisted = [...parsed.data.LLM_PRICES.keys()].filter(
      (model) => !parsed.data.LLM_MODELS.includes(model),
    );
    if (unlisted.length > 0)
      problems.push(`LLM_PRICES: prices ${unlisted.join(", ")}, which LLM_MODELS does not list`);
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);

  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = options.secrets ?? loadOrCreateSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    role: options.role ?? "all",
    tokens: {
      secret: e.TOKEN_SECRET ?? secrets.tokenSecret,
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    },
    secretsEncryptionKey: e.SECRETS_ENCRYPTION_KEY ?? secrets.secretsEncryptionKey,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    captcha:
      e.CAPTCHA_PROVIDER === "recaptcha"
        ? { provider: "recaptcha", recaptchaSecret: e.RECAPTCHA_SECRET! }
        : e.CAPTCHA_PROVIDER === "test"
          ? { provider: "test", testToken: e.CAPTCHA_TEST_TOKEN! }
          : {
              provider: "altcha",
              secret: e.CAPTCHA_SECRET ?? secrets.captchaSecret,
              difficulty: e.CAPTCHA_DIFFICULTY,
            },
    abuse: abuseProtectionConfig(e),
    geoHeaders: { country: e.GEO_COUNTRY_HEADER, region: e.GEO_REGION_HEADER, city: e.GEO_CITY_HEADER },
    signUp: {
      restrictedCountries: e.SIGNUP_RESTRICTED_COUNTRIES.map((c) => c.toUpperCase()),
      allowlist: e.SIGNUP_ALLOWLIST.map((a) => a.toLowerCase()),
    },
    signInVerification: e.SIGN_IN_VERIFICATION,
    termsVersion: e.TERMS_VERSION,
    billing: e.CHORUS_BILLING,
    reservationLeaseSeconds: e.RESERVATION_LEASE_SECONDS,
    toolWebhookHttpHosts: e.TOOL_WEBHOOK_HTTP_HOSTS.map((host) => host.toLowerCase()),
    payments:
      e.PAYMENT_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKey: e.STRIPE_SECRET_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiUrl: e.STRIPE_API_URL,
          }
        : { provider: "test", signingSecret: secrets.testPaymentSecret },
    admin:
      e.CHORUS_ADMIN_EMAIL && e.CHORUS_ADMIN_PASSWORD && e.CHORUS_ADMIN_API_KEY
        ? { email: e.CHORUS_ADMIN_EMAIL, password: e.CHORUS_ADMIN_PASSWORD, apiKey: e.CHORUS_ADMIN_API_KEY }
        : undefined,
    web: { serve: e.SERVE_WEB, distDir: path.resolve(e.WEB_DIST_DIR ?? "apps/web/dist") },
    speech: {
      remote: e.REMOTE_TTS_URL
        ? {
            baseUrl: e.REMOTE_TTS_URL,
            apiKey: e.REMOTE_TTS_API_KEY,
            model: e.REMOTE_TTS_MODEL,
            voices: e.REMOTE_TTS_VOICES,
          }
        : undefined,
      warmWorkers: e.WARM_WORKERS,
    },
    transcription: {
      remote: e.REMOTE_STT_URL
        ? {
            baseUrl: e.REMOTE_STT_URL,
            apiKey: e.REMOTE_STT_API_KEY,
            model: e.REMOTE_STT_MODEL,
            languages: e.REMOTE_STT_LANGUAGES.map((code) => code.toLowerCase()),
          }
        : undefined,
    },
    languageModels: {
      remote: e.LLM_URL
        ? { baseUrl: e.LLM_URL, apiKey: e.LLM_API_KEY, models: e.LLM_MODELS, prices: e.LLM_PRICES }
        : undefined,
      modelPath: e.LLM_MODEL_PATH,
    },
    embeddings: e.EMBEDDINGS_URL
      ? { baseUrl: e.EMBEDDINGS_URL, apiKey: e.EMBEDDINGS_API_KEY, model: e.EMBEDDINGS_MODEL }
      : undefined,
  };
}

/** Parses `--role api|worker|all` from the command line. */
export function parseRole(argv: readonly string[]): ProcessRole {
  const index = argv.findIndex((arg) => arg === "--role" || arg.startsWith("--role="));
  if (index === -1) return "all";
  const value = argv[index]!.includes("=") ? argv[index]!.split("=")[1] : argv[index + 1];
  if (value === "api" || value === "worker" || value === "all") return value;
  throw new ConfigError([`--role: must be one of api, worker, all (got "${value ?? ""}")`]);
}
