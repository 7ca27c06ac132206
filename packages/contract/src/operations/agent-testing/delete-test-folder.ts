import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { TestFolderParamsSchema } from "./agent-test-schemas.ts";

export const deleteTestFolder = defineOperation({
  operationId: "conversationalAi.tests.folders.delete",
  method: "DELETE",
  path: "/v1/convai/agent-testing/folders/{folder_id}",
  summary: "Delete a folder of agent tests",
  description:
    "Refused (409 `agent_test_folder_not_empty`) while it holds tests or folders, unless `force=true`, which deletes them too.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: TestFolderParamsSchema, query: z.object({ force: queryBoolean }) },
  responses: { 200: z.object({}) },
  errors: ["agent_test_folder_not_found", "agent_test_folder_not_empty", "forbidden"],
});
