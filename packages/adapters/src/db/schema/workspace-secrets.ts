import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace secrets of agents (`/v1/convai/secrets`). The value is never stored in clear: it
 * is AES-256-GCM ciphertext (crypto/aes-gcm-secret-cipher.ts) under the key `key_id` names, bound
 * to the workspace and the secret's id. Names are unique per workspace in any case.
 */
export const workspaceSecrets = pgTable(
  "workspace_secrets",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who made it (kept as written when the person's account is deleted later). */
    createdByUserId: text("created_by_user_id").notNull(),
    name: text("name").notNull(),
    keyId: text("key_id").notNull(),
    ciphertext: text("ciphertext").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("workspace_secrets_workspace_name_unique").on(t.workspaceId, sql`lower(${t.name})`)],
);
