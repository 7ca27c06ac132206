import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  TriageTicketPageSchema,
  triageTicketListDescription,
  triageTicketListQuery,
} from "./triage-ticket-schemas.ts";

export const listAgentTriageTickets = defineOperation({
  operationId: "conversationalAi.triageTickets.list",
  method: "GET",
  path: "/v1/convai/agents/{agent_id}/triage-tickets",
  summary: "An agent's triage tickets, a page at a time",
  description: `${triageTicketListDescription} \`conversation_id\` keeps the tickets about that conversation.`,
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: z.object({ agent_id: idValue }),
    query: z.object({
      ...triageTicketListQuery,
      conversation_id: z.string().max(inputLimits.idCharacters).optional(),
    }),
  },
  responses: { 200: TriageTicketPageSchema },
  errors: ["agent_not_found"],
});
