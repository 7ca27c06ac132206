import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  TriageTicketParamsSchema,
  TriageTicketResponseSchema,
  triageTicketComment,
} from "./triage-ticket-schemas.ts";

export const addTriageTicketComment = defineOperation({
  operationId: "conversationalAi.triageTickets.addComment",
  method: "POST",
  path: "/v1/convai/triage-tickets/{agentqa_ticket_id}/comments",
  summary: "Comment on how to resolve a ticket",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: TriageTicketParamsSchema,
    body: z.object({ comment: triageTicketComment }).meta({ id: "AddTicketCommentRequestModel" }),
  },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["triage_ticket_not_found", "forbidden"],
});
