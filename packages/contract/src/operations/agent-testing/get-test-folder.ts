import { defineOperation } from "../../operation.ts";
import { TestFolderParamsSchema, TestFolderResponseSchema } from "./agent-test-schemas.ts";

export const getTestFolder = defineOperation({
  operationId: "conversationalAi.tests.folders.get",
  method: "GET",
  path: "/v1/convai/agent-testing/folders/{folder_id}",
  summary: "A folder of agent tests, with its path and how many entries it holds",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: TestFolderParamsSchema },
  responses: { 200: TestFolderResponseSchema },
  errors: ["agent_test_folder_not_found"],
});
