import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The built-in test payment provider's own books (adapters/src/payments/test-provider). They stand for
 * a payment company's servers: Chorus's domain never reads them, it only sees the provider's answers
 * and its signed events, exactly as with Stripe. No foreign keys to Chorus's tables, for the same reason.
 */
export const testPaymentCheckouts = pgTable("test_payment_checkouts", {
  id: text("id").primaryKey(),
  workspaceId: text("workspace_id").notNull(),
  customerId: text("customer_id"),
  customerEmail: text("customer_email").notNull(),
  tier: text("tier").notNull(),
  billingPeriod: text("billing_period").notNull(),
  currency: text("currency").notNull(),
  promotionCode: text("promotion_code"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  /** open | awaiting_confirmation (3-D Secure card) | complete | expired */
  status: text("status").notNull().default("open"),
  /** The card waiting for its extra confirmation step. */
  pendingCard: text("pending_card"),
  subscriptionId: text("subscription_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const testPaymentSubscriptions = pgTable(
  "test_payment_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    workspaceId: text("workspace_id").notNull(),
    tier: text("tier").notNull(),
    billingPeriod: text("billing_period").notNull(),
    currency: text("currency").notNull(),
    /** active | past_due | incomplete | canceled */
    status: text("status").notNull(),
    /** The test card on file: its number decides whether later charges succeed. */
    cardNumber: text("card_number").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** change | cancellation, at `current_period_end`. */
    scheduledKind: text("scheduled_kind"),
    scheduledTier: text("scheduled_tier"),
    scheduledBillingPeriod: text("scheduled_billing_period"),
    discountCode: text("discount_code"),
    discountPercentOff: integer("discount_percent_off"),
    discountAmountOffCents: integer("discount_amount_off_cents"),
    /** Invoices the discount still applies to; null = forever. */
    discountInvoicesLeft: integer("discount_invoices_left"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_payment_subscriptions_workspace").on(t.workspaceId)],
);

export const testPaymentInvoices = pgTable("test_payment_invoices", {
  id: text("id").primaryKey(),
  subscriptionId: text("subscription_id").notNull(),
  workspaceId: text("workspace_id").notNull(),
  amountDueCents: integer("amount_due_cents").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  /** open | paid */
  status: text("status").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Signed events waiting for (or done with) delivery to Chorus's webhook, oldest first. */
export const testPaymentEvents = pgTable(
  "test_payment_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    delivered: boolean("delivered").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (t) => [index("test_payment_events_pending").on(t.delivered, t.createdAt)],
);

/** Answers of idempotent provider calls, by key, as a payment API keeps them. */
export const testPaymentIdempotency = pgTable("test_payment_idempotency", {
  key: text("key").primaryKey(),
  response: jsonb("response").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Short-lived links to the portal and payment-method pages. */
export const testPaymentPages = pgTable("test_payment_pages", {
  token: text("token").primaryKey(),
  /** portal | payment_methods */
  kind: text("kind").notNull(),
  workspaceId: text("workspace_id").notNull(),
  customerId: text("customer_id").notNull(),
  returnUrl: text("return_url").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
