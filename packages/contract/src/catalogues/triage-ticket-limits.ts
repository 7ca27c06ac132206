import { inputLimits } from "../bounds/input-limits.ts";

/** Statuses of a triage ticket (`AgentConversationTicketStatus`); `merged` is set only by a merge. */
export const triageTicketStatuses = ["open", "in_progress", "resolved", "cancelled", "merged"] as const;
export type TriageTicketStatus = (typeof triageTicketStatuses)[number];

/** Priorities (`AgentConversationTicketPriority`), least urgent first. */
export const triageTicketPriorities = ["low", "medium", "high", "urgent"] as const;
export type TriageTicketPriority = (typeof triageTicketPriorities)[number];

/** How a ticket was raised (`AgentConversationTicketSource`): from a conversation, by hand, by an agent. */
export const triageTicketSources = ["qa", "agent", "manual"] as const;
export type TriageTicketSource = (typeof triageTicketSources)[number];

/** `AgentConversationTicketIssueType`: accepted as a filter; Chorus does not cluster tickets into types. */
export const triageTicketIssueTypes = [
  "knowledge_gap",
  "incorrect_information",
  "documentation_gap",
  "product_feedback",
  "platform_bug",
  "tool_issue",
  "missing_tool",
  "unnecessary_escalation",
  "wrong_action",
] as const;

/** `AgentConversationTicketSortBy`. */
export const triageTicketSortOrders = ["created_at", "priority"] as const;

/**
 * Limits of triage tickets. ElevenLabs gives only the page size ("Can not exceed 100"); the rest
 * are Chorus bounds. A ticket keeps its comments in its own row, so their number is capped too (a
 * merge that would pass a cap is refused, naming it).
 */
export const triageTicketLimits = {
  titleCharacters: inputLimits.nameCharacters,
  /** The ticket's description (`qa_comment`) and each comment. */
  commentCharacters: 5_000,
  /** Turn comments in one create request. */
  turnCommentsPerRequest: 100,
  /** A turn index: far above any transcript's length. */
  maxTurnIndex: 100_000,
  commentsPerTicket: 500,
  turnCommentsPerTicket: 500,
  conversationsPerTicket: 500,
  /** Tickets folded into another by one merge. */
  sourcesPerMerge: 50,
  pageSize: { default: 30, max: 100 },
  /** A derived title (from a comment) is cut at about this many characters, at a word. */
  derivedTitleCharacters: 80,
} as const;
