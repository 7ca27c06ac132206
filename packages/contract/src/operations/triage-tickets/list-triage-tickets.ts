import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import {
  TriageTicketPageSchema,
  triageTicketListDescription,
  triageTicketListQuery,
} from "./triage-ticket-schemas.ts";

export const listWorkspaceTriageTickets = defineOperation({
  operationId: "conversationalAi.triageTickets.listForWorkspace",
  method: "GET",
  path: "/v1/convai/triage-tickets",
  summary: "The workspace's triage tickets, a page at a time",
  description: triageTicketListDescription,
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      ...triageTicketListQuery,
      agent_id: z.string().max(inputLimits.idCharacters).optional(),
    }),
  },
  responses: { 200: TriageTicketPageSchema },
});
