import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "./agent-schemas.ts";

export const deleteAgent = defineOperation({
  operationId: "conversationalAi.agents.delete",
  method: "DELETE",
  path: "/v1/convai/agents/{agent_id}",
  summary: "Delete an agent and its conversations",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: AgentParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["agent_not_found"],
});
