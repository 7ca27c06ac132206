import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { TestParamsSchema } from "./agent-test-schemas.ts";

export const deleteTest = defineOperation({
  operationId: "conversationalAi.tests.delete",
  method: "DELETE",
  path: "/v1/convai/agent-testing/{test_id}",
  summary: "Delete an agent test",
  description: "Past runs of the test keep their results.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: TestParamsSchema },
  responses: { 200: z.object({}) },
  errors: ["agent_test_not_found", "forbidden"],
});
