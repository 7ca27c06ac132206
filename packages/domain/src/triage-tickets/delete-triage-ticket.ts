import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { triageTicketNotFound } from "./triage-ticket-access.ts";

/**
 * `DELETE /v1/convai/triage-tickets/{agentqa_ticket_id}`: the ticket, and the tickets merged into
 * it (what they said lives on in it, so they would point at nothing).
 */
export async function deleteTriageTicket(ctx: AuthenticatedContext, ticketId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (!(await ctx.ports.store.triageTickets.delete(ctx.workspaceId, ticketId)))
    throw triageTicketNotFound(ticketId);
}
