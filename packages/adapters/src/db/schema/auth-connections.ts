import type { AuthConnectionSettings } from "@chorus/domain";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's auth connections (`/v1/workspace/auth-connections`): how webhook tools (and MCP
 * servers) authenticate. `settings` holds the non-secret fields in wire names (answered as kept);
 * the type's one credential (password, token, client secret, JWT key) is AES-256-GCM ciphertext
 * under the key `key_id` names, bound to the workspace and the connection's id.
 */
export const authConnections = pgTable(
  "auth_connections",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").notNull(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    authType: text("auth_type").notNull(),
    settings: jsonb("settings").$type<AuthConnectionSettings>().notNull(),
    keyId: text("key_id").notNull(),
    ciphertext: text("ciphertext").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_connections_workspace_created").on(t.workspaceId, t.createdAt)],
);
