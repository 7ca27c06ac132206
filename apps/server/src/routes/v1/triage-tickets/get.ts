import { getTriageTicket as getTriageTicketOperation } from "@chorus/contract";
import { getTriageTicket } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

export const getRoute = bindOperation(getTriageTicketOperation, async ({ ctx, params }) =>
  presentTriageTicket(await getTriageTicket(ctx, params.agentqa_ticket_id)),
);
