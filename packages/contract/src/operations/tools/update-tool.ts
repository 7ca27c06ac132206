import { defineOperation } from "../../operation.ts";
import { ToolParamsSchema, ToolRequestSchema, ToolResponseSchema } from "./tool-schemas.ts";

export const updateTool = defineOperation({
  operationId: "conversationalAi.tools.update",
  method: "PATCH",
  path: "/v1/convai/tools/{tool_id}",
  summary: "Replace a tool's configuration",
  description:
    "`tool_config` replaces the configuration whole; `response_mocks` left out (or null) stay as they were. Only the tool's creator or a workspace admin may change it.",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: ToolParamsSchema, body: ToolRequestSchema },
  responses: { 200: ToolResponseSchema },
  errors: ["tool_not_found", "forbidden"],
});
