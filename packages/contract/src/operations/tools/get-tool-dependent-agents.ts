import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { ToolParamsSchema, toolPageSize } from "./tool-schemas.ts";

/** `DependentAvailableAgentIdentifier` (with `type: "available"`): an agent that uses the tool. */
export const DependentAgentSchema = z.object({
  type: z.literal("available"),
  id: z.string(),
  name: z.string(),
  created_at_unix_secs: z.number().int(),
  access_level: z.enum(["admin", "editor", "commenter", "viewer"]),
});

export const getToolDependentAgents = defineOperation({
  operationId: "conversationalAi.tools.getDependentAgents",
  method: "GET",
  path: "/v1/convai/tools/{tool_id}/dependent-agents",
  summary: "The agents that use a tool, a page at a time",
  description: "Agents whose `tool_ids` name the tool, newest first.",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: ToolParamsSchema,
    query: z.object({
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      page_size: toolPageSize,
    }),
  },
  responses: {
    200: z
      .object({
        agents: z.array(DependentAgentSchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetToolDependentAgentsResponseModel" }),
  },
  errors: ["tool_not_found"],
});
