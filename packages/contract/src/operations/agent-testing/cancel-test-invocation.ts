import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { TestInvocationParamsSchema } from "./test-invocation-schemas.ts";

export const cancelTestInvocation = defineOperation({
  operationId: "conversationalAi.tests.invocations.cancel",
  method: "POST",
  path: "/v1/convai/test-invocations/{test_invocation_id}/cancel",
  summary: "Cancel the runs of an invocation that have not finished",
  description: "Pending runs become `cancelled`; finished ones keep their result.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: TestInvocationParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["test_invocation_not_found", "forbidden"],
});
