import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { ToolParamsSchema, toolPageSize } from "./tool-schemas.ts";

/** `ToolExecutionResponseModel`: one call of the tool during a conversation. */
export const ToolExecutionSchema = z
  .object({
    id: z.string(),
    tool_id: z.string(),
    tool_request_id: z.string(),
    conversation_id: z.string(),
    agent_id: z.string(),
    timestamp: z.number().int(),
    latency_secs: z.number(),
    is_error: z.boolean(),
    request_payload: z.string().optional(),
    response_payload: z.string().optional(),
    error_message: z.string().optional(),
  })
  .meta({ id: "ToolExecutionResponseModel" });

/** Unix seconds in a query. */
const unixSeconds = z.coerce.number().int().min(0).max(1e11).optional();

export const listToolExecutions = defineOperation({
  operationId: "conversationalAi.tools.executions.get",
  method: "GET",
  path: "/v1/convai/tools/{tool_id}/executions",
  summary: "A tool's calls during conversations, newest first, a page at a time",
  description:
    "`is_error` keeps failed (or successful) calls only, `agent_id` one agent's, `start_time` / `end_time` (unix seconds, inclusive) a period's.",
  tag: "Tools",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    params: ToolParamsSchema,
    query: z.object({
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
      page_size: toolPageSize,
      is_error: queryBoolean,
      agent_id: z.string().max(inputLimits.idCharacters).optional(),
      branch_id: z.string().max(inputLimits.idCharacters).optional(),
      start_time: unixSeconds,
      end_time: unixSeconds,
    }),
  },
  responses: {
    200: z
      .object({
        executions: z.array(ToolExecutionSchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetToolExecutionsPageResponseModel" }),
  },
  errors: ["tool_not_found"],
});
