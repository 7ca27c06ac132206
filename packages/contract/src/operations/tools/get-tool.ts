import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { ToolParamsSchema, ToolResponseSchema } from "./tool-schemas.ts";

export const getTool = defineOperation({
  operationId: "conversationalAi.tools.get",
  method: "GET",
  path: "/v1/convai/tools/{tool_id}",
  summary: "A tool of the workspace, with its usage",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: ToolParamsSchema,
    /** Environments of environment variables are not kept yet: accepted and not read. */
    query: z.object({ environment: z.string().max(inputLimits.shortTextCharacters).optional() }),
  },
  responses: { 200: ToolResponseSchema },
  errors: ["tool_not_found"],
});
