import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { agentTestingLimits } from "../../catalogues/agent-testing-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AgentConfigOverrideSchema, TestInvocationParamsSchema } from "./test-invocation-schemas.ts";

export const resubmitTestInvocation = defineOperation({
  operationId: "conversationalAi.tests.invocations.resubmit",
  method: "POST",
  path: "/v1/convai/test-invocations/{test_invocation_id}/resubmit",
  summary: "Run some runs of an invocation again",
  description:
    "The runs named go back to `pending` and are judged again (with `agent_config_override` when given); the invocation is no longer cancelled.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: TestInvocationParamsSchema,
    body: z.object({
      test_run_ids: z
        .array(idValue)
        .min(1)
        .max(agentTestingLimits.testsPerRun * agentTestingLimits.repeatCount.max),
      agent_config_override: AgentConfigOverrideSchema.nullish(),
      agent_id: idValue,
      branch_id: z.string().max(inputLimits.idCharacters).nullish(),
    }),
  },
  responses: { 200: z.object({}) },
  errors: ["test_invocation_not_found", "agent_not_found", "invalid_request", "forbidden"],
});
