export { addTriageTicketComment, addTriageTicketTurnComment } from "./comment-on-triage-ticket.ts";
export { createManualTriageTicket } from "./create-manual-triage-ticket.ts";
export { createTriageTicket, type TicketFromConversation } from "./create-triage-ticket.ts";
export { deleteTriageTicket } from "./delete-triage-ticket.ts";
export { getTriageTicket } from "./get-triage-ticket.ts";
export { type AssignableMember, listTriageTicketAssignableUsers } from "./list-assignable-users.ts";
export {
  listAgentTriageTickets,
  listWorkspaceTriageTickets,
  type TriageTicketListing,
  type TriageTicketPage,
  type TriageTicketQuery,
} from "./list-triage-tickets.ts";
export { mergeTriageTickets } from "./merge-triage-tickets.ts";
export type { TicketSearchMatch } from "./ticket-search-match.ts";
export { newTriageTicketId } from "./triage-ticket-access.ts";
export {
  type TicketComment,
  type TicketPriorityChange,
  type TicketStatusChange,
  type TicketTurnComment,
  type TriageTicketRecord,
  triagePriorityRank,
} from "./triage-ticket-records.ts";
export { type TriageTicketPatch, updateTriageTicket } from "./update-triage-ticket.ts";
