import type { WebhookDeliveryStatus, WebhookEventType } from "@chorus/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's webhooks (`/v1/workspace/webhooks`). The HMAC secret deliveries are signed with
 * is AES-256-GCM ciphertext under the key `key_id` names, bound to the workspace and the webhook's id.
 */
export const workspaceWebhooks = pgTable(
  "workspace_webhooks",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    keyId: text("key_id").notNull(),
    ciphertext: text("ciphertext").notNull(),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>().notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    disabled: boolean("disabled").notNull().default(false),
    /** The last failed delivery attempt's HTTP status (null: no answer) and time. */
    lastFailureStatus: integer("last_failure_status"),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("workspace_webhooks_workspace_created").on(t.workspaceId, t.createdAt)],
);

/**
 * Post-call events sent to the webhooks, one row per event, webhook and conversation (a second
 * analysis of a conversation queues nothing twice), with how the delivery went. The retries are
 * background jobs; a row goes when its webhook or workspace does.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => workspaceWebhooks.id, { onDelete: "cascade" }),
    /** No foreign key: a delivery's record outlives a deleted conversation (the job then drops it). */
    conversationId: text("conversation_id").notNull(),
    eventType: text("event_type").$type<WebhookEventType>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event").on(t.webhookId, t.conversationId, t.eventType),
    index("webhook_deliveries_workspace_created").on(t.workspaceId, t.createdAt),
    index("webhook_deliveries_conversation").on(t.workspaceId, t.conversationId),
  ],
);
