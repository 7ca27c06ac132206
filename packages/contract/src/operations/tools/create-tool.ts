import { defineOperation } from "../../operation.ts";
import { ToolRequestSchema, ToolResponseSchema } from "./tool-schemas.ts";

export const createTool = defineOperation({
  operationId: "conversationalAi.tools.create",
  method: "POST",
  path: "/v1/convai/tools",
  summary: "Add a tool to the workspace",
  description:
    "A webhook, client or system tool that agents of the workspace can use (`tool_ids` of an agent's prompt). A webhook's URL must use https; plain http only to hosts the operator allows (`TOOL_WEBHOOK_HTTP_HOSTS`).",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: ToolRequestSchema },
  responses: { 200: ToolResponseSchema },
  errors: ["forbidden"],
});
