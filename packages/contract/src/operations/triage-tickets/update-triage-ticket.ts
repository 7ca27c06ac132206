import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  TriageTicketParamsSchema,
  TriageTicketPrioritySchema,
  TriageTicketResponseSchema,
  TriageTicketStatusSchema,
  triageTicketTitle,
} from "./triage-ticket-schemas.ts";

export const updateTriageTicket = defineOperation({
  operationId: "conversationalAi.triageTickets.update",
  method: "PATCH",
  path: "/v1/convai/triage-tickets/{agentqa_ticket_id}",
  summary: "Change a ticket's title, status, assignee or priority",
  description:
    "A field left out stays as it was; `assignee_user_id: null` unassigns and `priority: null` clears it. The assignee must be a member of the workspace. `merged` is set only by a merge; a merged ticket given another status is no longer merged.",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: TriageTicketParamsSchema,
    body: z
      .object({
        title: triageTicketTitle.nullish(),
        status: TriageTicketStatusSchema.nullish(),
        assignee_user_id: idValue.nullish(),
        priority: TriageTicketPrioritySchema.nullish(),
      })
      .meta({ id: "PatchAgentConversationTicketRequestModel" }),
  },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["triage_ticket_not_found", "forbidden"],
});
