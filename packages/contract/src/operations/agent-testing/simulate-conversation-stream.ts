import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "../agents/agent-schemas.ts";
import { SimulateConversationRequestSchema } from "./simulation-schemas.ts";

export const simulateConversationStream = defineOperation({
  operationId: "conversationalAi.agents.simulateConversationStream",
  method: "POST",
  path: "/v1/convai/agents/{agent_id}/simulate-conversation/stream",
  summary: "Simulate a conversation and stream its turns as newline-delimited JSON",
  description:
    "The same simulation as `simulate-conversation`, sent as it happens: each line is a JSON array of the messages added since the previous line (concatenated, they are `simulated_conversation`), and the last line is the analysis object.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: AgentParamsSchema, body: SimulateConversationRequestSchema },
  responses: {
    200: {
      binary: true,
      contentType: "application/x-ndjson",
      description: "Arrays of simulated-conversation messages, one per line, then the analysis.",
    },
  },
  errors: ["agent_not_found", "forbidden"],
});
