import type { ToolConfig, ToolResponseMock } from "@chorus/contract";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's agent tools (issue 19 §2): the configuration in its wire shape, validated before
 * writing. Agents name theirs in `conversation_config.agent.prompt.tool_ids`.
 */
export const agentTools = pgTable(
  "agent_tools",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who made it (kept as written when the person's account is deleted later). */
    createdByUserId: text("created_by_user_id").notNull(),
    toolConfig: jsonb("tool_config").$type<ToolConfig>().notNull(),
    responseMocks: jsonb("response_mocks").$type<ToolResponseMock[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("agent_tools_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * Calls of tools during conversations (written by the conversation runtime): the executions log
 * and the usage stats. They go with their tool; agent and conversation ids are kept as written.
 */
export const toolExecutions = pgTable(
  "tool_executions",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull(),
    toolId: text("tool_id")
      .notNull()
      .references(() => agentTools.id, { onDelete: "cascade" }),
    toolRequestId: text("tool_request_id").notNull(),
    agentId: text("agent_id").notNull(),
    conversationId: text("conversation_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    isError: boolean("is_error").notNull(),
    /** Bounded JSON text of what was sent and what came back (toolLimits.executionPayloadCharacters). */
    requestSummary: text("request_summary"),
    responseSummary: text("response_summary"),
    errorMessage: text("error_message"),
  },
  (t) => [index("tool_executions_tool_at_idx").on(t.toolId, t.at, t.id)],
);
