import type { TriageTicketPriority, TriageTicketSource, TriageTicketStatus } from "@chorus/contract";
import type {
  TicketComment,
  TicketPriorityChange,
  TicketStatusChange,
  TicketTurnComment,
} from "@chorus/domain";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { agents } from "./agents.ts";
import { workspaces } from "./workspaces.ts";

/**
 * Tickets for reviewing agents' conversations (issue 19 §6). Comments, turn comments and the
 * status and priority history live in the row (each list capped by the domain); conversations
 * are named by id (a deleted conversation leaves its id). A ticket goes with its agent.
 */
export const triageTickets = pgTable(
  "triage_tickets",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    agentId: text("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    /** Who raised it (kept as written when the person's account is deleted later). */
    ownerUserId: text("owner_user_id").notNull(),
    source: text("source").$type<TriageTicketSource>().notNull(),
    title: text("title").notNull(),
    qaComment: text("qa_comment"),
    conversationIds: jsonb("conversation_ids").$type<string[]>().notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    comments: jsonb("comments").$type<TicketComment[]>().notNull(),
    turnComments: jsonb("turn_comments").$type<TicketTurnComment[]>().notNull(),
    status: text("status").$type<TriageTicketStatus>().notNull(),
    priority: text("priority").$type<TriageTicketPriority>(),
    /** 0 (none) to 4 (urgent), written with `priority`: the list's priority order pages by it. */
    priorityRank: integer("priority_rank").notNull(),
    priorityChanges: jsonb("priority_changes").$type<TicketPriorityChange[]>().notNull(),
    statusChanges: jsonb("status_changes").$type<TicketStatusChange[]>().notNull(),
    mergedIntoTicketId: text("merged_into_ticket_id"),
    assigneeUserId: text("assignee_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("triage_tickets_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    index("triage_tickets_agent_created_idx").on(t.agentId, t.createdAt, t.id),
    index("triage_tickets_merged_into_idx").on(t.mergedIntoTicketId),
  ],
);
