import type { AgentWorkflow, ConversationConfig, PlatformSettings } from "@chorus/contract";
import { boolean, index, json, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/** Conversational agents (issue 18 §1): the configuration in its wire shape, validated before writing. */
export const agents = pgTable(
  "agents",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").notNull(),
    name: text("name").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    conversationConfig: jsonb("conversation_config").$type<ConversationConfig>().notNull(),
    platformSettings: jsonb("platform_settings").$type<PlatformSettings>().notNull(),
    /**
     * Its workflow (issue 19 §3) in wire shape, checked on save; null: none. `json`, not `jsonb`:
     * the order of its nodes and edges is kept as written (edges are tried in that order).
     */
    workflow: json("workflow").$type<AgentWorkflow>(),
    versionId: text("version_id").notNull(),
    archived: boolean("archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastCallAt: timestamp("last_call_at", { withTimezone: true }),
  },
  (t) => [index("agents_workspace_idx").on(t.workspaceId, t.createdAt)],
);
