import type { McpServerConfig } from "@chorus/contract";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's MCP servers (issue 19 §2): the configuration in its wire shape, validated before
 * writing. Agents name theirs in `conversation_config.agent.prompt.mcp_server_ids`.
 */
export const mcpServers = pgTable(
  "mcp_servers",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who made it (kept as written when the person's account is deleted later). */
    createdByUserId: text("created_by_user_id").notNull(),
    config: jsonb("config").$type<McpServerConfig>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("mcp_servers_workspace_idx").on(t.workspaceId, t.createdAt)],
);
