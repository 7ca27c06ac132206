import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-in attempts (domain/auth/sign-in-throttle.ts), one row per counter: an (email,
 * network) pair, an email from any network, or a network for any email. Keys hold a hash of the
 * email, never the address. A counter is forgotten `window` after its last failure.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_throttles_expires_at").on(t.expiresAt)],
);

/**
 * Request counters of the HTTP rate limits (@fastify/rate-limit's store, shared by every process):
 * one row per limit and client (address, account or API key, hashed), a fixed window each.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_resets_at").on(t.resetsAt)],
);

/** Solved captcha challenges, kept until they expire so each is accepted once. */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_solutions_expires_at").on(t.expiresAt)],
);
