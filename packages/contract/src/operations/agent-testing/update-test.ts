import { defineOperation } from "../../operation.ts";
import { TestParamsSchema, TestRequestSchema, TestResponseSchema } from "./agent-test-schemas.ts";

export const updateTest = defineOperation({
  operationId: "conversationalAi.tests.update",
  method: "PUT",
  path: "/v1/convai/agent-testing/{test_id}",
  summary: "Replace an agent test",
  description: "The whole test, as at creation (its type may change); `parent_folder_id` moves it.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: TestParamsSchema, body: TestRequestSchema },
  responses: { 200: TestResponseSchema },
  errors: ["agent_test_not_found", "agent_test_folder_not_found", "forbidden"],
});
