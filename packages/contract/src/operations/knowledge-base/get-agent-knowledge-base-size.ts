import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "../agents/agent-schemas.ts";

export const getAgentKnowledgeBaseSize = defineOperation({
  operationId: "conversationalAi.agents.knowledgeBase.size",
  method: "GET",
  path: "/v1/convai/agent/{agent_id}/knowledge-base/size",
  summary: "How much the agent's knowledge base holds, in pages of 3,000 characters",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: AgentParamsSchema },
  responses: {
    200: z.object({ number_of_pages: z.number() }).meta({ id: "GetAgentKnowledgebaseSizeResponseModel" }),
  },
  errors: ["agent_not_found"],
});
