import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  TriageTicketPrioritySchema,
  TriageTicketResponseSchema,
  triageTicketComment,
  triageTicketTitle,
} from "./triage-ticket-schemas.ts";

export const createManualTriageTicket = defineOperation({
  operationId: "conversationalAi.triageTickets.createManual",
  method: "POST",
  path: "/v1/convai/agents/{agent_id}/triage-tickets",
  summary: "Raise a ticket about an agent, not tied to a conversation",
  description: "Without a title, one is made from `qa_comment`.",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: z.object({ agent_id: idValue }),
    body: z
      .object({
        title: triageTicketTitle.nullish(),
        qa_comment: triageTicketComment,
        priority: TriageTicketPrioritySchema.nullish(),
      })
      .meta({ id: "CreateManualTicketRequestModel" }),
  },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["agent_not_found", "forbidden"],
});
