import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { TestFolderParamsSchema, TestFolderResponseSchema } from "./agent-test-schemas.ts";

export const updateTestFolder = defineOperation({
  operationId: "conversationalAi.tests.folders.update",
  method: "PATCH",
  path: "/v1/convai/agent-testing/folders/{folder_id}",
  summary: "Rename a folder of agent tests",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: TestFolderParamsSchema,
    body: z.object({ name: z.string().trim().min(1).max(inputLimits.nameCharacters) }),
  },
  responses: { 200: TestFolderResponseSchema },
  errors: ["agent_test_folder_not_found", "forbidden"],
});
