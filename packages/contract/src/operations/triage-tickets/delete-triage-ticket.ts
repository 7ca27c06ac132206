import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { TriageTicketParamsSchema } from "./triage-ticket-schemas.ts";

export const deleteTriageTicket = defineOperation({
  operationId: "conversationalAi.triageTickets.delete",
  method: "DELETE",
  path: "/v1/convai/triage-tickets/{agentqa_ticket_id}",
  summary: "Delete a ticket, and the tickets merged into it",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: TriageTicketParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["triage_ticket_not_found", "forbidden"],
});
