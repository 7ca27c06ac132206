import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** The person who created the key; requests made with it act as this user in this workspace. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** SHA-256 of the secret: keys are 256-bit random, so a fast hash is safe and allows lookup. */
    secretHash: text("secret_hash").notNull(),
    hint: text("hint").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    /** A list of permission scopes, or "all" for full access. */
    permissions: jsonb("permissions").$type<string[] | "all">().notNull(),
    characterLimit: integer("character_limit"),
    characterCount: integer("character_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_secret_hash_unique").on(t.secretHash)],
);
