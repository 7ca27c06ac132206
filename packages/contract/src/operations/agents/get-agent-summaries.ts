import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { agentLimits } from "../../catalogues/agent-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AgentSummarySchema } from "./agent-schemas.ts";

export const getAgentSummaries = defineOperation({
  operationId: "conversationalAi.agents.summaries.get",
  method: "GET",
  path: "/v1/convai/agents/summaries",
  summary: "Summaries of several agents by id; an id that is not one of the workspace's agents fails alone",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      agent_ids: z
        .union([
          z.string().max(inputLimits.idCharacters * agentLimits.summariesPerRequest),
          z.array(z.string().max(inputLimits.idCharacters)).max(agentLimits.summariesPerRequest),
        ])
        .transform((value) =>
          (Array.isArray(value) ? value : value.split(",")).map((id) => id.trim()).filter(Boolean),
        )
        .pipe(z.array(z.string().max(inputLimits.idCharacters)).max(agentLimits.summariesPerRequest)),
    }),
  },
  responses: {
    200: z.record(
      z.string(),
      z.discriminatedUnion("status", [
        z.object({ status: z.literal("success"), data: AgentSummarySchema }),
        z.object({
          status: z.literal("failure"),
          error_code: z.number().int(),
          error_status: z.string(),
          error_message: z.string(),
        }),
      ]),
    ),
  },
});
