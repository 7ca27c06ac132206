import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { triageTicketLimits } from "../../catalogues/triage-ticket-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  TriageTicketPrioritySchema,
  TriageTicketResponseSchema,
  TurnCommentRequestSchema,
  triageTicketComment,
  triageTicketTitle,
} from "./triage-ticket-schemas.ts";

export const createTriageTicket = defineOperation({
  operationId: "conversationalAi.triageTickets.create",
  method: "POST",
  path: "/v1/convai/triage-tickets",
  summary: "Raise a ticket about a conversation",
  description:
    "The ticket takes the conversation's agent. When the conversation already has an open ticket (open or in progress), the comments are added to it instead, and its priority is raised to the one given when lower; the title is then ignored. Without a title, one is made from the comments, else from the conversation's summary title. Turn comments must name turns the transcript has.",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z
      .object({
        conversation_id: idValue,
        title: triageTicketTitle.nullish(),
        qa_comment: triageTicketComment.nullish(),
        turn_comments: z
          .array(TurnCommentRequestSchema)
          .max(triageTicketLimits.turnCommentsPerRequest)
          .nullish(),
        priority: TriageTicketPrioritySchema.nullish(),
      })
      .meta({ id: "CreateAgentConversationTicketRequestModel" }),
  },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["conversation_not_found", "forbidden"],
});
