import { defineOperation } from "../../operation.ts";
import { TestParamsSchema, TestResponseSchema } from "./agent-test-schemas.ts";

export const getTest = defineOperation({
  operationId: "conversationalAi.tests.get",
  method: "GET",
  path: "/v1/convai/agent-testing/{test_id}",
  summary: "An agent test of the workspace",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: TestParamsSchema },
  responses: { 200: TestResponseSchema },
  errors: ["agent_test_not_found"],
});
