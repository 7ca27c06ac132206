import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema, AgentResponseSchema } from "./agent-schemas.ts";

export const getAgent = defineOperation({
  operationId: "conversationalAi.agents.get",
  method: "GET",
  path: "/v1/convai/agents/{agent_id}",
  summary: "An agent with its whole configuration",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: AgentParamsSchema,
    // Versions and branches are the hosted product's; Chorus keeps one current version.
    query: z.object({
      version_id: z.string().max(inputLimits.idCharacters).optional(),
      branch_id: z.string().max(inputLimits.idCharacters).optional(),
    }),
  },
  responses: { 200: AgentResponseSchema },
  errors: ["agent_not_found"],
});
