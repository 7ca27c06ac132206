import { messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertTicketRoom, commentText, lockTriageTicket } from "./triage-ticket-access.ts";
import type { TriageTicketRecord } from "./triage-ticket-records.ts";

/** `POST /v1/convai/triage-tickets/{agentqa_ticket_id}/comments`: a comment on how to resolve it. */
export async function addTriageTicketComment(
  ctx: AuthenticatedContext,
  ticketId: string,
  comment: string,
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const text = commentText(comment, ["body", "comment"]);
  return ctx.ports.store.transaction(async (tx) => {
    const ticket = await lockTriageTicket(tx, ctx, ticketId);
    const now = ctx.ports.clock.now();
    const comments = [
      ...ticket.comments,
      { comment: text, createdAtMs: now.getTime(), ownerUserId: ctx.userId },
    ];
    assertTicketRoom({ ...ticket, comments }, ["body", "comment"]);
    return (await tx.triageTickets.update(ctx.workspaceId, ticketId, { comments, updatedAt: now }))!;
  });
}

/**
 * `POST /v1/convai/triage-tickets/{agentqa_ticket_id}/turn-comments`: what went wrong at a turn of
 * the ticket's first conversation (the one it was raised about), which must have that turn.
 */
export async function addTriageTicketTurnComment(
  ctx: AuthenticatedContext,
  ticketId: string,
  input: { turnIndex: number; comment: string },
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const text = commentText(input.comment, ["body", "comment"]);
  return ctx.ports.store.transaction(async (tx) => {
    const ticket = await lockTriageTicket(tx, ctx, ticketId);
    const conversationId = ticket.conversationIds[0];
    if (!conversationId)
      throw DomainError.invalidField(["body", "turn_index"], messages.triageTicketWithoutConversation);
    const conversation = await tx.conversations.find(ctx.workspaceId, conversationId);
    if (!conversation) throw new DomainError("conversation_not_found", messages.conversationNotFound);
    const turns = conversation.transcript.length;
    if (input.turnIndex >= turns)
      throw DomainError.invalidField(
        ["body", "turn_index"],
        messages.triageTurnNotFound(input.turnIndex, turns),
      );
    const now = ctx.ports.clock.now();
    const turnComments = [
      ...ticket.turnComments,
      {
        conversationId,
        turnIndex: input.turnIndex,
        comment: text,
        createdAtMs: now.getTime(),
        ownerUserId: ctx.userId,
      },
    ];
    assertTicketRoom({ ...ticket, turnComments }, ["body", "comment"]);
    return (await tx.triageTickets.update(ctx.workspaceId, ticketId, { turnComments, updatedAt: now }))!;
  });
}
