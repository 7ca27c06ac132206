import { mergeTriageTickets as mergeTriageTicketsOperation } from "@chorus/contract";
import { mergeTriageTickets } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

export const mergeRoute = bindOperation(mergeTriageTicketsOperation, async ({ ctx, params, body }) =>
  presentTriageTicket(await mergeTriageTickets(ctx, params.agentqa_ticket_id, body.source_ticket_ids)),
);
