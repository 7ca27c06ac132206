import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * Single-use tokens (`POST /v1/single-use-token/{token_type}`): only the SHA-256 of the token is
 * stored; a token expires after 15 minutes and is marked consumed by its one use.
 */
export const singleUseTokens = pgTable(
  "single_use_tokens",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** realtime_scribe | batch_scribe | tts_websocket */
    tokenType: text("token_type").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The issuing API key (not a foreign key: a deleted key simply makes the token fail). */
    apiKeyId: text("api_key_id"),
    /** The issuing web session, when a signed-in person issued it. */
    sessionId: text("session_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("single_use_tokens_hash_unique").on(t.tokenHash),
    index("single_use_tokens_expires_at").on(t.expiresAt),
  ],
);
