import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Codes sent by mail or SMS (email verification, password reset, email change and its revert,
 * sign-in verification, product-update opt-out, SMS sign-in). Only a hash is stored; a code
 * is single-use, expires, and counts wrong attempts.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id"),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("one_time_codes_hash_unique").on(t.codeHash)],
);

/** Mail and SMS the embedded default does not send anywhere: admins read them here (and in the log). */
export const outbox = pgTable("outbox", {
  id: text("id").primaryKey(),
  /** email | sms */
  channel: text("channel").notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  html: text("html"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  error: text("error"),
});
