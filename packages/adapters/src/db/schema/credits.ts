import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys.ts";
import { workspaces } from "./workspaces.ts";

/**
 * The credit ledger: every charge, refund and reset of a workspace's credits. A workspace's
 * `character_count` is the sum of its charges minus its refunds since the current period began.
 * `(request_id, kind)` is unique, so one request is charged (and refunded) at most once.
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
    /** charge | refund | reset */
    kind: text("kind").notNull(),
    /** Credits, always positive; the kind says which way they go. */
    amount: integer("amount").notNull(),
    /** Start of the billing period the entry counts in. */
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_ledger_request_kind_unique").on(t.requestId, t.kind),
    index("credit_ledger_workspace_period").on(t.workspaceId, t.periodStart),
  ],
);
