import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const bulkMoveTests = defineOperation({
  operationId: "conversationalAi.tests.move",
  method: "POST",
  path: "/v1/convai/agent-testing/bulk-move",
  summary: "Move tests and folders into a folder",
  description: "`move_to` absent: to the top. A folder cannot go into itself or a folder inside it.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      entity_ids: z.array(idValue).min(1).max(inputLimits.idsPerRequest),
      move_to: z.string().max(inputLimits.idCharacters).nullish(),
    }),
  },
  responses: { 200: z.object({}) },
  errors: ["agent_test_not_found", "agent_test_folder_not_found", "invalid_request", "forbidden"],
});
