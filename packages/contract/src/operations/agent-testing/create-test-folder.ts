import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const createTestFolder = defineOperation({
  operationId: "conversationalAi.tests.folders.create",
  method: "POST",
  path: "/v1/convai/agent-testing/folders",
  summary: "Add a folder of agent tests",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      name: z.string().trim().min(1).max(inputLimits.nameCharacters),
      parent_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
    }),
  },
  responses: {
    200: z.object({ id: z.string(), name: z.string() }).meta({ id: "CreateAgentTestFolderResponseModel" }),
  },
  errors: ["agent_test_folder_not_found", "invalid_request", "forbidden"],
});
