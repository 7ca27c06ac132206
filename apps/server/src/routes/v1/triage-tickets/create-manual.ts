import { createManualTriageTicket as createManualTriageTicketOperation } from "@chorus/contract";
import { createManualTriageTicket } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

export const createManualRoute = bindOperation(
  createManualTriageTicketOperation,
  async ({ ctx, params, body }) =>
    presentTriageTicket(
      await createManualTriageTicket(ctx, params.agent_id, {
        title: body.title,
        qaComment: body.qa_comment,
        priority: body.priority,
      }),
    ),
);
