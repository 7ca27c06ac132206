import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { ToolParamsSchema } from "./tool-schemas.ts";

export const deleteTool = defineOperation({
  operationId: "conversationalAi.tools.delete",
  method: "DELETE",
  path: "/v1/convai/tools/{tool_id}",
  summary: "Delete a tool",
  description:
    "Refused (409 `tool_in_use`) while agents use the tool, unless `force=true`, which also takes it off those agents (a new version of each). Only the tool's creator or a workspace admin may delete it.",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: ToolParamsSchema, query: z.object({ force: queryBoolean }) },
  responses: { 200: z.object({}) },
  errors: ["tool_not_found", "tool_in_use", "forbidden"],
});
