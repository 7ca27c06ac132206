import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "../agents/agent-schemas.ts";
import {
  AgentConfigOverrideSchema,
  repeatCountSchema,
  SingleTestRunsSchema,
  TestInvocationSchema,
} from "./test-invocation-schemas.ts";

export const runAgentTests = defineOperation({
  operationId: "conversationalAi.agents.runTests",
  method: "POST",
  path: "/v1/convai/agents/{agent_id}/run-tests",
  summary: "Run tests on an agent",
  description:
    "One run per test and repetition, judged in the background (poll `GET /v1/convai/test-invocations/{id}`). With `agent_config_override`, the runs use that configuration merged over the agent's (never saved).",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: AgentParamsSchema,
    body: z.object({
      tests: SingleTestRunsSchema,
      agent_config_override: AgentConfigOverrideSchema.nullish(),
      branch_id: z.string().max(inputLimits.idCharacters).nullish(),
      repeat_count: repeatCountSchema,
    }),
  },
  responses: { 200: TestInvocationSchema },
  errors: ["agent_not_found", "agent_test_not_found", "invalid_request", "forbidden"],
});
