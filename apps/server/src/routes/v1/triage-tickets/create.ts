import { createTriageTicket as createTriageTicketOperation } from "@chorus/contract";
import { createTriageTicket } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTriageTicket } from "../../../presenters/triage-ticket-presenter.ts";

export const createRoute = bindOperation(createTriageTicketOperation, async ({ ctx, body }) =>
  presentTriageTicket(
    await createTriageTicket(ctx, {
      conversationId: body.conversation_id,
      title: body.title,
      qaComment: body.qa_comment,
      turnComments: body.turn_comments?.map((turn) => ({
        turnIndex: turn.turn_index,
        comment: turn.comment,
      })),
      priority: body.priority,
    }),
  ),
);
