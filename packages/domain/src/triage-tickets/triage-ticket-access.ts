import { messages, triageTicketLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import type { TriageTicketRecord } from "./triage-ticket-records.ts";

export const newTriageTicketId = () => `tkt_${newId(24)}`;

export const triageTicketNotFound = (ticketId: string) =>
  new DomainError("triage_ticket_not_found", messages.triageTicketNotFound(ticketId));

/** The workspace's ticket, or "triage_ticket_not_found" (also for another workspace's). */
export async function findTriageTicket(
  ctx: AuthenticatedContext,
  ticketId: string,
): Promise<TriageTicketRecord> {
  const ticket = await ctx.ports.store.triageTickets.find(ctx.workspaceId, ticketId);
  if (!ticket) throw triageTicketNotFound(ticketId);
  return ticket;
}

/** The ticket with its row locked until the transaction `tx` ends, or "triage_ticket_not_found". */
export async function lockTriageTicket(
  tx: Repositories,
  ctx: AuthenticatedContext,
  ticketId: string,
): Promise<TriageTicketRecord> {
  const ticket = await tx.triageTickets.lock(ctx.workspaceId, ticketId);
  if (!ticket) throw triageTicketNotFound(ticketId);
  return ticket;
}

/** A comment as kept: trimmed, never blank (the contract's minimum counts spaces). */
export function commentText(comment: string, field: (string | number)[]): string {
  const trimmed = comment.trim();
  if (!trimmed) throw DomainError.invalidField(field, messages.triageCommentBlank);
  return trimmed;
}

/** Refuses a change that would take one of a ticket's lists past its cap. */
export function assertTicketRoom(
  ticket: Pick<TriageTicketRecord, "comments" | "turnComments" | "conversationIds">,
  field: (string | number)[],
): void {
  const caps = [
    ["comments", ticket.comments.length, triageTicketLimits.commentsPerTicket],
    ["turn comments", ticket.turnComments.length, triageTicketLimits.turnCommentsPerTicket],
    ["conversations", ticket.conversationIds.length, triageTicketLimits.conversationsPerTicket],
  ] as const;
  for (const [what, count, max] of caps)
    if (count > max) throw DomainError.invalidField(field, messages.triageTicketTooFull(what, max));
}
