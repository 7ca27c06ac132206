import {
  addTriageTicketComment,
  addTriageTicketTurnComment,
  createTriageTicket,
  deleteTriageTicket,
  getTriageTicket,
  listTriageTicketAssignableUsers,
  listWorkspaceTriageTickets,
  mergeTriageTickets,
  type TriageTicketPriority,
  type TriageTicketStatus,
  triageTicketLimits,
  updateTriageTicket,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";
import type { TicketListQuery } from "./ticket-filters.ts";

export const ticketsQueryKey = ["triage-tickets"] as const;
export const ticketListQueryKey = (query: TicketListQuery) => [...ticketsQueryKey, "list", query] as const;
export const ticketQueryKey = (ticketId: string) => [...ticketsQueryKey, "one", ticketId] as const;
export const assignableUsersQueryKey = (agentId: string) =>
  [...ticketsQueryKey, "assignable", agentId] as const;

/** One page of the workspace's tickets. */
export const fetchTicketPage = (query: TicketListQuery, cursor?: string) =>
  callOperation(listWorkspaceTriageTickets, {
    query: { ...query, page_size: triageTicketLimits.pageSize.default, cursor },
  });

export const fetchTicket = (ticketId: string) =>
  callOperation(getTriageTicket, { params: { agentqa_ticket_id: ticketId } });

export const fetchAssignableUsers = (agentId: string) =>
  callOperation(listTriageTicketAssignableUsers, { params: { agent_id: agentId } });

export interface NewTicket {
  conversation_id: string;
  title?: string;
  qa_comment?: string;
  turn_comments?: { turn_index: number; comment: string }[];
  priority?: TriageTicketPriority;
}

/** A ticket about a conversation (or the report added to the conversation's open ticket). */
export const createTicket = (body: NewTicket) => callOperation(createTriageTicket, { body });

export interface TicketChange {
  title?: string;
  status?: TriageTicketStatus;
  assignee_user_id?: string | null;
  priority?: TriageTicketPriority | null;
}

export const changeTicket = (ticketId: string, body: TicketChange) =>
  callOperation(updateTriageTicket, { params: { agentqa_ticket_id: ticketId }, body });

export const commentOnTicket = (ticketId: string, comment: string) =>
  callOperation(addTriageTicketComment, { params: { agentqa_ticket_id: ticketId }, body: { comment } });

export const commentOnTurn = (ticketId: string, turnIndex: number, comment: string) =>
  callOperation(addTriageTicketTurnComment, {
    params: { agentqa_ticket_id: ticketId },
    body: { turn_index: turnIndex, comment },
  });

export const mergeTickets = (targetId: string, sourceIds: string[]) =>
  callOperation(mergeTriageTickets, {
    params: { agentqa_ticket_id: targetId },
    body: { source_ticket_ids: sourceIds },
  });

export const removeTicket = (ticketId: string) =>
  callOperation(deleteTriageTicket, { params: { agentqa_ticket_id: ticketId } });
