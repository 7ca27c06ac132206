import {
  addTriageTicketComment as addTriageTicketCommentOperation,
  addTriageTicketTurnComment as addTriageTicketTurnCommentOperation,
} from "@chorus/contract";
import { addTriageTicketComment, addTriageTicketTurnComment } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

export const addCommentRoute = bindOperation(addTriageTicketCommentOperation, async ({ ctx, params, body }) =>
  presentTriageTicket(await addTriageTicketComment(ctx, params.agentqa_ticket_id, body.comment)),
);

export const addTurnCommentRoute = bindOperation(
  addTriageTicketTurnCommentOperation,
  async ({ ctx, params, body }) =>
    presentTriageTicket(
      await addTriageTicketTurnComment(ctx, params.agentqa_ticket_id, {
        turnIndex: body.turn_index,
        comment: body.comment,
      }),
    ),
);
