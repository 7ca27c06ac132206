import { isIP } from "node:net";
import { z } from "zod";

/** Requests (or failures) allowed per window; every limit is a positive whole number. */
const limit = (fallback: number, meaning: string) =>
  z.coerce.number().int().min(1).max(1_000_000_000).default(fallback).describe(meaning);

/** `1.2.3.4`, `10.0.0.0/8`, `::1`, `fd00::/8`: the forms Fastify's `trustProxy` accepts in a list. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, extra] = value.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whether the client's address comes from `X-Forwarded-For` (set only behind a proxy
 * that writes it, or anyone can pick the address every per-IP limit counts by). `false` (the
 * default) uses the connection's address; `true` trusts every hop; a number trusts that many
 * hops; a comma-separated list trusts those proxy addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): boolean | number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false") return false;
    if (text === "true") return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges (not ${bad.join(", ")})`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .describe("Trust X-Forwarded-For from these proxies: false, true, a hop count, or addresses/CIDRs");

/**
 * The environment variables of rate limits, sign-in throttling, the client address behind a proxy
 * and the embedded captcha (issue 15). Spread into the main schema.
 */
export const abuseProtectionEnv = {
  TRUST_PROXY: trustProxy,
  CAPTCHA_SECRET: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => !value || value.length >= 32, "must be at least 32 characters")
    .describe("Signs captcha challenges; generated and kept in DATA_DIR/secrets.json when absent"),
  CAPTCHA_DIFFICULTY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(5_000)
    .describe(
      "Proof-of-work size: the solver derives up to this many keys (PBKDF2, 1,000 rounds each), at least half of them",
    ),
  RATE_LIMIT_SIGN_UP_PER_IP: limit(10, "Sign-ups and pre-sign-up checks per client address per hour"),
  RATE_LIMIT_SIGN_UP_PER_EMAIL: limit(5, "Sign-ups and pre-sign-up checks per email address per hour"),
  RATE_LIMIT_SIGN_IN_PER_IP: limit(60, "Sign-in requests per client address per 15 minutes"),
  RATE_LIMIT_MAIL_PER_IP: limit(
    10,
    "Password-reset, verification and email-change mails per address per hour",
  ),
  RATE_LIMIT_MAIL_PER_ADDRESS: limit(3, "Such mails per recipient (or account) per hour"),
  RATE_LIMIT_CODES_PER_IP: limit(
    30,
    "One-time code and link checks and SMS sends per address per 15 minutes",
  ),
  RATE_LIMIT_CODES_PER_ACCOUNT: limit(10, "The same per account or challenge per 15 minutes"),
  RATE_LIMIT_API_KEY_PER_MINUTE: limit(1_200, "Requests per API key per minute"),
  RATE_LIMIT_CAPTCHA_PER_IP: limit(30, "Captcha challenges handed out per client address per minute"),
  SIGN_IN_FAILURES_PER_EMAIL: limit(
    50,
    "Wrong passwords or codes per email address per hour, from any address",
  ),
  SIGN_IN_FAILURES_PER_IP: limit(100, "Wrong passwords or codes per client address per hour, for any email"),
};

type AbuseEnv = { [K in keyof typeof abuseProtectionEnv]: z.output<(typeof abuseProtectionEnv)[K]> };

/** Requests allowed per window, each window fixed (see the README's configuration table). */
export interface RateLimitSettings {
  signUpPerIp: number;
  signUpPerEmail: number;
  signInPerIp: number;
  accountMailPerIp: number;
  accountMailPerAddress: number;
  codesPerIp: number;
  codesPerAccount: number;
  apiKeyPerMinute: number;
  captchaChallengesPerIp: number;
}

export interface AbuseProtectionConfig {
  /** Fastify's `trustProxy`: which `X-Forwarded-For` hops name the client. */
  trustProxy: boolean | number | string[];
  rateLimits: RateLimitSettings;
  /** Ceilings on failed sign-ins beyond the 5 per (email, address) pair (domain/auth/sign-in-throttle.ts). */
  signInThrottle: { failuresPerEmail: number; failuresPerIp: number };
}

export function abuseProtectionConfig(e: AbuseEnv): AbuseProtectionConfig {
  return {
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      signUpPerIp: e.RATE_LIMIT_SIGN_UP_PER_IP,
      signUpPerEmail: e.RATE_LIMIT_SIGN_UP_PER_EMAIL,
      signInPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      accountMailPerIp: e.RATE_LIMIT_MAIL_PER_IP,
      accountMailPerAddress: e.RATE_LIMIT_MAIL_PER_ADDRESS,
      codesPerIp: e.RATE_LIMIT_CODES_PER_IP,
      codesPerAccount: e.RATE_LIMIT_CODES_PER_ACCOUNT,
      apiKeyPerMinute: e.RATE_LIMIT_API_KEY_PER_MINUTE,
      captchaChallengesPerIp: e.RATE_LIMIT_CAPTCHA_PER_IP,
    },
    signInThrottle: {
      failuresPerEmail: e.SIGN_IN_FAILURES_PER_EMAIL,
      failuresPerIp: e.SIGN_IN_FAILURES_PER_IP,
    },
  };
}
