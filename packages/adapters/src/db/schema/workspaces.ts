import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  ownerUserId: text("owner_user_id")
    .notNull()
    .references(() => users.id),
  // The subscription (spec 000 §3) lives on the workspace row: it is one per workspace, and the
  // credit charge already locks this row, so the quota check reads tier, status and switches under
  // the same lock that serializes charges. Invoices, which are many, have their own table.
  tier: text("tier").notNull().default("free"),
  /** trialing | active | incomplete | past_due | free | free_disabled */
  subscriptionStatus: text("subscription_status").notNull().default("free"),
  currency: text("currency").$type<"usd" | "eur">().notNull().default("usd"),
  billingPeriod: text("billing_period")
    .$type<"monthly_period" | "annual_period">()
    .notNull()
    .default("monthly_period"),
  /**
   * Where the billing cycle is anchored; credit periods are whole months from it (annual plans too),
   * so the current period's start and the next reset are derived from it and never go stale. null =
   * the workspace's creation.
   */
  billingAnchorAt: timestamp("billing_anchor_at", { withTimezone: true }),
  /** The flag of spec 000 §5: the workspace turned usage-based billing on. */
  canExtendCharacterLimit: boolean("can_extend_character_limit").notNull().default(false),
  /** The permission of spec 000 §5, when the plan offers usage-based billing at all; false revokes it. */
  allowedToExtendCharacterLimit: boolean("allowed_to_extend_character_limit").notNull().default(true),
  previouslySubscribedTiers: jsonb("previously_subscribed_tiers").$type<string[]>().notNull().default([]),
  /** A change scheduled for the end of the billing period: `change` (to pending tier/period) or `cancellation`. */
  pendingChangeKind: text("pending_change_kind").$type<"change" | "cancellation">(),
  pendingTier: text("pending_tier"),
  pendingBillingPeriod: text("pending_billing_period").$type<"monthly_period" | "annual_period">(),
  pendingChangeAt: timestamp("pending_change_at", { withTimezone: true }),
  /** The payment provider's customer and subscription this workspace mirrors (null: none yet). */
  paymentCustomerId: text("payment_customer_id"),
  paymentSubscriptionId: text("payment_subscription_id"),
  /** How the workspace pays: `direct` (the payment provider) or `cloud_marketplace` (spec 001 §6). */
  billingChannel: text("billing_channel").$type<"direct" | "cloud_marketplace">().notNull().default("direct"),
  /** The promotion on the next invoices, as the provider reported it. */
  discountPercentOff: integer("discount_percent_off"),
  discountAmountOffCents: integer("discount_amount_off_cents"),
  /** A grant (spec 001 §4): when it started and the plan it moves to after 12 months or its credits. */
  grantStartedAt: timestamp("grant_started_at", { withTimezone: true }),
  postGrantTier: text("post_grant_tier"),
  trainingOptOut: boolean("training_opt_out").notNull().default(false),
  /** Seconds of inactivity after which sessions in this workspace end; null means never. */
  sessionInactivityTimeoutSeconds: integer("session_inactivity_timeout_seconds"),
  allowPasswordSignIn: boolean("allow_password_sign_in").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner | admin | editor | member | viewer */
    role: text("role").notNull(),
    isLocked: boolean("is_locked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

export const workspaceInvites = pgTable(
  "workspace_invites",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    invitedByUserId: text("invited_by_user_id")
      .notNull()
      .references(() => users.id),
    /** pending | accepted | declined | revoked */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("workspace_invites_pending_unique")
      .on(t.workspaceId, t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);
