import { listAgentTriageTickets as listAgentTriageTicketsOperation } from "@chorus/contract";
import { listAgentTriageTickets } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTicketPage, ticketQueryOf } from "./list-query.ts";

export const listForAgentRoute = bindOperation(
  listAgentTriageTicketsOperation,
  async ({ ctx, params, query }) =>
    presentTicketPage(
      await listAgentTriageTickets(ctx, params.agent_id, {
        ...ticketQueryOf(query),
        conversationId: query.conversation_id,
      }),
    ),
);
