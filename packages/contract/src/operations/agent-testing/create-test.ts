import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { TestRequestSchema } from "./agent-test-schemas.ts";

export const createTest = defineOperation({
  operationId: "conversationalAi.tests.create",
  method: "POST",
  path: "/v1/convai/agent-testing/create",
  summary: "Add an agent test",
  description:
    "An LLM test (the agent's next reply judged against `success_condition` and the examples), a tool test (the tool the reply calls, with its arguments) or a simulation test. The chat history of LLM and tool tests must end with a user message.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: TestRequestSchema },
  responses: { 200: z.object({ id: z.string() }).meta({ id: "CreateAgentTestResponseModel" }) },
  errors: ["agent_test_folder_not_found", "forbidden"],
});
