import type { listWorkspaceTriageTickets } from "@chorus/contract";
import type { TriageTicketPage, TriageTicketQuery } from "@chorus/domain";
import type { z } from "zod";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

type SharedQuery = Omit<z.output<typeof listWorkspaceTriageTickets.request.query>, "agent_id">;

/** The filters both lists share, as the domain takes them. */
export const ticketQueryOf = (query: SharedQuery): Omit<TriageTicketQuery, "agentId" | "conversationId"> => ({
  pageSize: query.page_size,
  cursor: query.cursor,
  status: query.status,
  sources: query.sources,
  priorities: query.priorities,
  sortBy: query.sort_by,
  ownerUserId: query.owner_user_id,
  assigneeUserId: query.assignee_user_id,
  issueType: query.issue_type,
  label: query.label,
  mergedIntoTicketId: query.merged_into_ticket_id,
  search: query.search,
});

/** `GetAgentConversationTicketsPageResponseModel`. */
export const presentTicketPage = (page: TriageTicketPage) => ({
  agent_conversation_tickets: page.tickets.map(({ ticket, searchMatch }) =>
    presentTriageTicket(ticket, searchMatch),
  ),
  next_cursor: page.nextCursor,
  has_more: page.hasMore,
});
