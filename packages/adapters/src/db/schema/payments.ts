import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * Payment-provider events already applied: the webhook handler inserts the event's id in the same
 * transaction that applies it, so a redelivered event is recognised and applied once, and an event
 * whose transaction failed (a crash between payment and upgrade) is applied when it comes again.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    workspaceId: text("workspace_id").references(() => workspaces.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Idempotency keys of money-moving calls: reserved before the call runs, completed with its answer,
 * so a retry with the same key replays the answer instead of moving money twice.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The call the key was used for; the same key on another call is a conflict. */
    operation: text("operation").notNull(),
    /** null while the call runs. */
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] })],
);
