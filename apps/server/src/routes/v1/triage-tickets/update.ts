import { updateTriageTicket as updateTriageTicketOperation } from "@chorus/contract";
import { updateTriageTicket } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

export const updateRoute = bindOperation(updateTriageTicketOperation, async ({ ctx, params, body }) =>
  presentTriageTicket(
    await updateTriageTicket(ctx, params.agentqa_ticket_id, {
      title: body.title,
      status: body.status,
      assigneeUserId: body.assignee_user_id,
      priority: body.priority,
    }),
  ),
);
