import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys.ts";
import { workspaces } from "./workspaces.ts";

/**
 * The credit ledger: every movement of a workspace's credits, so the counters are derived, never
 * stored. In a period (`period_start`), `character_count` is its charges minus its refunds, and
 * `character_limit` is its grants plus its rollover plus its adjustments (domain/credits/rollover.ts
 * defines how a period is settled). `(request_id, kind)` is unique, so one request is charged (and
 * refunded) at most once and a period is granted and rolled over at most once.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    apiKeyId: text("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    requestId: text("request_id").notNull(),
    /**
     * charge | refund (usage), grant | rollover | adjustment (credits); reset is a legacy kind that
     * nothing writes.
     */
    kind: text("kind").notNull(),
    /** Credits, always positive; the kind says which way they go. */
    amount: integer("amount").notNull(),
    /** Start of the billing period the entry counts in. */
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    /** The product a charge or refund was for (`text_to_speech`, …), for usage by product; null otherwise. */
    product: text("product"),
    /** The tier a grant was made under (rollover needs the period's plan); null on other kinds. */
    tier: text("tier"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on a `charge` while it is a reservation: paid work is running and its result has not been
     * delivered yet. The running process renews it; delivery clears it (the charge stands), and so
     * does a refund. One still set after it passed belongs to work that died with its process: the
     * worker refunds it (domain/generation/refund-expired-reservations.ts). Null on every other row.
     */
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    /**
     * Metered work (a conversation, charged by the second) reserves its most and records here what it
     * has used so far while it runs: closing the reservation refunds the rest, and the expiry sweep
     * after a crash refunds only what was never used. Null for work charged whole.
     */
    meteredAmount: integer("metered_amount"),
  },
  (t) => [
    uniqueIndex("credit_ledger_request_kind_unique").on(t.requestId, t.kind),
    index("credit_ledger_workspace_period").on(t.workspaceId, t.periodStart),
    // Only open reservations are ever looked up by lease, and there are few of them at any time.
    index("credit_ledger_open_reservations").on(t.leaseExpiresAt).where(sql`${t.leaseExpiresAt} is not null`),
  ],
);
