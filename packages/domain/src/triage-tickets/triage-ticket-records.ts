import {
  type TriageTicketPriority,
  type TriageTicketSource,
  type TriageTicketStatus,
  triageTicketPriorities,
} from "@chorus/contract";

/** A comment on how to resolve a ticket. Times are epoch milliseconds (kept in the row's JSON). */
export interface TicketComment {
  comment: string;
  createdAtMs: number;
  /** Who wrote it (an agent would write none). */
  ownerUserId: string | null;
}

/** What went wrong at one turn of one of the ticket's conversations. */
export interface TicketTurnComment extends TicketComment {
  conversationId: string;
  turnIndex: number;
}

export interface TicketPriorityChange {
  priority: TriageTicketPriority | null;
  changedByUserId: string;
  changedAtMs: number;
}

export interface TicketStatusChange {
  status: TriageTicketStatus;
  changedByUserId: string | null;
  changedAtMs: number;
}

/**
 * A ticket for reviewing an agent's conversations (`AgentConversationTicketResponseModel`): raised
 * about a conversation (`qa`) or by hand about the agent (`manual`). Its comments live in its row.
 */
export interface TriageTicketRecord {
  id: string;
  workspaceId: string;
  agentId: string;
  ownerUserId: string;
  source: TriageTicketSource;
  title: string;
  /** The description: what the ticket is about. */
  qaComment: string | null;
  /** The conversation it was raised about first, then those merged in. */
  conversationIds: string[];
  /** When the earliest and the latest of its conversations started (none for a manual ticket). */
  firstSeenAt: Date | null;
  lastSeenAt: Date | null;
  comments: TicketComment[];
  turnComments: TicketTurnComment[];
  status: TriageTicketStatus;
  priority: TriageTicketPriority | null;
  priorityChanges: TicketPriorityChange[];
  statusChanges: TicketStatusChange[];
  /** Set while `status` is `merged`: the ticket it was folded into. */
  mergedIntoTicketId: string | null;
  assigneeUserId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** How urgent a priority is, for sorting: none 0, low 1 … urgent 4. */
export const triagePriorityRank = (priority: TriageTicketPriority | null): number =>
  priority === null ? 0 : triageTicketPriorities.indexOf(priority) + 1;

/** Statuses of a ticket still being worked on: a new report about its conversation joins it. */
export const openTriageStatuses: readonly TriageTicketStatus[] = ["open", "in_progress"];
