import { deleteTriageTicket as deleteTriageTicketOperation } from "@chorus/contract";
import { deleteTriageTicket } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteRoute = bindOperation(deleteTriageTicketOperation, async ({ ctx, params }) => {
  await deleteTriageTicket(ctx, params.agentqa_ticket_id);
  return {};
});
