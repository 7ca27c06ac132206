import type { DashboardChart } from "@chorus/contract";
import type { ConversationInitiationWebhook, PostCallWebhookSettings } from "@chorus/domain";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * A workspace's agent settings (`/v1/convai/settings` and its dashboard's charts), one row once
 * changed; a workspace without one has the defaults (domain/convai-settings). Secrets named in the
 * webhook's headers are kept as `{secretId}`, never their values.
 */
export const convaiSettings = pgTable("convai_settings", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  initiationWebhook: jsonb("initiation_webhook").$type<ConversationInitiationWebhook>(),
  webhooks: jsonb("webhooks").$type<PostCallWebhookSettings>().notNull(),
  canUseMcpServers: boolean("can_use_mcp_servers").notNull(),
  ragRetentionPeriodDays: integer("rag_retention_period_days").notNull(),
  conversationEmbeddingRetentionDays: integer("conversation_embedding_retention_days").notNull(),
  defaultLivekitStack: text("default_livekit_stack").$type<"standard" | "static">().notNull(),
  dashboardCharts: jsonb("dashboard_charts").$type<DashboardChart[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
