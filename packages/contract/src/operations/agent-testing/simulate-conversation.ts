import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "../agents/agent-schemas.ts";
import { SimulateConversationRequestSchema, SimulatedConversationSchema } from "./simulation-schemas.ts";

export const simulateConversation = defineOperation({
  operationId: "conversationalAi.agents.simulateConversation",
  method: "POST",
  path: "/v1/convai/agents/{agent_id}/simulate-conversation",
  summary: "Simulate a conversation between the agent and a simulated user",
  description:
    "The simulated user (its prompt from `simulated_user_config`) and the agent take turns through the configured language model, up to `new_turns_limit` turns; the model then judges the conversation. Without a language model (the embedded engine) the analysis says no model judged it (`unknown`).",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: AgentParamsSchema, body: SimulateConversationRequestSchema },
  responses: { 200: SimulatedConversationSchema },
  errors: ["agent_not_found", "forbidden"],
});
