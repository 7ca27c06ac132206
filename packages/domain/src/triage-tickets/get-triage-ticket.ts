import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTriageTicket } from "./triage-ticket-access.ts";
import type { TriageTicketRecord } from "./triage-ticket-records.ts";

/** `GET /v1/convai/triage-tickets/{agentqa_ticket_id}`. */
export async function getTriageTicket(
  ctx: AuthenticatedContext,
  ticketId: string,
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_read");
  return findTriageTicket(ctx, ticketId);
}
