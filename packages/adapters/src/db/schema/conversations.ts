import type {
  ConversationAnalysis,
  ConversationMetadata,
  ConversationRecord,
  ConversationStatus,
  ConversationTurn,
} from "@chorus/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { agents } from "./agents.ts";
import { workspaces } from "./workspaces.ts";

/**
 * Conversations with agents (issue 18 §4). The transcript is written turn by turn while the call
 * runs, and `heartbeat_at` with it, so a call whose process died is found (its heartbeat stops)
 * and ended as `failed` with what was said so far.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    agentId: text("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    agentName: text("agent_name").notNull(),
    /** initiated → in-progress → processing → done | failed. */
    status: text("status").$type<ConversationStatus>().notNull(),
    /** The caller's `user_id` (conversation_initiation_client_data), when given. */
    userId: text("user_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Whole seconds the call lasted (charged by the second); counted up while it runs. */
    durationSeconds: integer("duration_seconds").notNull().default(0),
    transcript: jsonb("transcript").$type<ConversationTurn[]>().notNull(),
    metadata: jsonb("metadata").$type<ConversationMetadata>().notNull(),
    /** Credits charged so far (final once done or failed). */
    cost: integer("cost").notNull().default(0),
    hasAudio: boolean("has_audio").notNull().default(false),
    callSuccessful: text("call_successful")
      .$type<ConversationRecord["callSuccessful"]>()
      .notNull()
      .default("unknown"),
    /** The analysis after the call (summary, criteria, data collection); null until its job ran. */
    analysis: jsonb("analysis").$type<ConversationAnalysis>(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("conversations_workspace_started_idx").on(t.workspaceId, t.startedAt),
    index("conversations_agent_idx").on(t.agentId, t.startedAt),
    index("conversations_open_idx").on(t.status, t.heartbeatAt),
  ],
);
