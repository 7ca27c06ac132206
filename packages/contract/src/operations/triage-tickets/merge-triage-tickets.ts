import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { triageTicketLimits } from "../../catalogues/triage-ticket-limits.ts";
import { defineOperation } from "../../operation.ts";
import { TriageTicketParamsSchema, TriageTicketResponseSchema } from "./triage-ticket-schemas.ts";

export const mergeTriageTickets = defineOperation({
  operationId: "conversationalAi.triageTickets.merge",
  method: "POST",
  path: "/v1/convai/triage-tickets/{agentqa_ticket_id}/merge",
  summary: "Fold other tickets of the same agent into this one",
  description:
    "The sources' conversations, comments and turn comments are added to this ticket, and its priority raised to the most urgent of theirs. The sources are kept with status `merged`, pointing at this ticket (deleting it deletes them). Tickets already merged, of another agent, or this ticket itself cannot be merged.",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: TriageTicketParamsSchema,
    body: z
      .object({
        source_ticket_ids: z.array(idValue).min(1).max(triageTicketLimits.sourcesPerMerge),
      })
      .meta({ id: "MergeAgentConversationTicketsRequestModel" }),
  },
  responses: { 200: TriageTicketResponseSchema },
  errors: ["triage_ticket_not_found", "forbidden"],
});
