import { defineOperation } from "../../operation.ts";
import { TriageTicketParamsSchema, TriageTicketResponseSchema } from "./triage-ticket-schemas.ts";

export const getTriageTicket = defineOperation({
  operationId: "conversationalAi.triageTickets.get",
  method: "GET",
  path: "/v1/convai/triage-tickets/{agentqa_ticket_id}",
  summary: "A triage ticket with its comments and history",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: TriageTicketParamsSchema },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["triage_ticket_not_found"],
});
