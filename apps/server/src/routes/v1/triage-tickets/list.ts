import { listWorkspaceTriageTickets as listWorkspaceTriageTicketsOperation } from "@chorus/contract";
import { listWorkspaceTriageTickets } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTicketPage, ticketQueryOf } from "./list-query.ts";

export const listRoute = bindOperation(listWorkspaceTriageTicketsOperation, async ({ ctx, query }) =>
  presentTicketPage(
    await listWorkspaceTriageTickets(ctx, { ...ticketQueryOf(query), agentId: query.agent_id }),
  ),
);
