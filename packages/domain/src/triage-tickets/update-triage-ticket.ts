import { messages, type TriageTicketPriority, type TriageTicketStatus } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { DomainError } from "../shared/domain-error.ts";
import { givenTitle } from "./ticket-title.ts";
import { lockTriageTicket } from "./triage-ticket-access.ts";
import type { TriageTicketRecord } from "./triage-ticket-records.ts";

export interface TriageTicketPatch {
  title?: string | null;
  status?: TriageTicketStatus | null;
  /** null unassigns. */
  assigneeUserId?: string | null;
  /** null clears. */
  priority?: TriageTicketPriority | null;
}

/** An assignee must be a member of the workspace who can reach it (not locked out). */
async function assertAssignable(tx: Repositories, ctx: AuthenticatedContext, userId: string): Promise<void> {
  const member = await tx.members.find(ctx.workspaceId, userId);
  const field = ["body", "assignee_user_id"];
  if (!member) throw DomainError.invalidField(field, messages.triageAssigneeNotMember);
  if (member.isLocked) throw DomainError.invalidField(field, messages.triageAssigneeLocked);
}

/**
 * `PATCH /v1/convai/triage-tickets/{agentqa_ticket_id}`: what is left out stays (a null title or
 * status too, as the SDK may send one); each change of status or priority is kept in the ticket's
 * history with who made it. `merged` comes only from a merge; leaving it ends the merge.
 */
export async function updateTriageTicket(
  ctx: AuthenticatedContext,
  ticketId: string,
  patch: TriageTicketPatch,
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (patch.status === "merged")
    throw DomainError.invalidField(["body", "status"], messages.triageStatusMergedByMerge);
  return ctx.ports.store.transaction(async (tx) => {
    const ticket = await lockTriageTicket(tx, ctx, ticketId);
    const now = ctx.ports.clock.now();
    const changes: Partial<TriageTicketRecord> = {};
    const title = givenTitle(patch.title);
    if (title !== null && title !== ticket.title) changes.title = title;
    if (patch.status != null && patch.status !== ticket.status) {
      changes.status = patch.status;
      changes.mergedIntoTicketId = null;
      changes.statusChanges = [
        ...ticket.statusChanges,
        { status: patch.status, changedByUserId: ctx.userId, changedAtMs: now.getTime() },
      ];
    }
    if (patch.assigneeUserId !== undefined && patch.assigneeUserId !== ticket.assigneeUserId) {
      if (patch.assigneeUserId !== null) await assertAssignable(tx, ctx, patch.assigneeUserId);
      changes.assigneeUserId = patch.assigneeUserId;
    }
    if (patch.priority !== undefined && patch.priority !== ticket.priority) {
      changes.priority = patch.priority;
      changes.priorityChanges = [
        ...ticket.priorityChanges,
        { priority: patch.priority, changedByUserId: ctx.userId, changedAtMs: now.getTime() },
      ];
    }
    if (Object.keys(changes).length === 0) return ticket;
    return (await tx.triageTickets.update(ctx.workspaceId, ticketId, { ...changes, updatedAt: now }))!;
  });
}
