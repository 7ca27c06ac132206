import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema, agentName, CreateAgentResponseSchema } from "./agent-schemas.ts";

export const duplicateAgent = defineOperation({
  operationId: "conversationalAi.agents.duplicate",
  method: "POST",
  path: "/v1/convai/agents/{agent_id}/duplicate",
  summary: "A copy of an agent's configuration under a new id (its conversations stay with it)",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: AgentParamsSchema, body: z.object({ name: agentName.nullish() }).default({}) },
  responses: { 200: CreateAgentResponseSchema },
  errors: ["agent_not_found"],
});
