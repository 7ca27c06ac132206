import { defineOperation } from "../../operation.ts";
import {
  TriageTicketParamsSchema,
  TriageTicketResponseSchema,
  TurnCommentRequestSchema,
} from "./triage-ticket-schemas.ts";

export const addTriageTicketTurnComment = defineOperation({
  operationId: "conversationalAi.triageTickets.addTurnComment",
  method: "POST",
  path: "/v1/convai/triage-tickets/{agentqa_ticket_id}/turn-comments",
  summary: "Comment on what went wrong at one turn of the ticket's conversation",
  description:
    "The turn is one of the ticket's first conversation (the one it was raised about). A ticket raised by hand has no conversation to comment on.",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: TriageTicketParamsSchema,
    body: TurnCommentRequestSchema.meta({ id: "AddTurnCommentRequestModel" }),
  },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["triage_ticket_not_found", "conversation_not_found", "forbidden"],
});
