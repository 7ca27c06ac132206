import { defineOperation } from "../../operation.ts";
import { TestInvocationParamsSchema, TestInvocationSchema } from "./test-invocation-schemas.ts";

export const getTestInvocation = defineOperation({
  operationId: "conversationalAi.tests.invocations.get",
  method: "GET",
  path: "/v1/convai/test-invocations/{test_invocation_id}",
  summary: "A run of agent tests with each test's result",
  description:
    "Each run keeps the agent's reply (or the simulated conversation), the verdict and why. A run being judged is `pending` until it is `passed` or `failed`.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: TestInvocationParamsSchema },
  responses: { 200: TestInvocationSchema },
  errors: ["test_invocation_not_found"],
});
