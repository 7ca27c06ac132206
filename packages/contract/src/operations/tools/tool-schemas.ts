import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { toolLimits } from "../../catalogues/tool-limits.ts";
import { ResourceAccessInfoSchema } from "../agents/agent-schemas.ts";
import { ToolConfigSchema, ToolResponseMockSchema } from "./tool-config-schema.ts";

export const ToolParamsSchema = z.object({ tool_id: idValue });

/** `ToolRequestModel`: the body of a create and of an update (the whole configuration each time). */
export const ToolRequestSchema = z.object({
  tool_config: ToolConfigSchema,
  response_mocks: z.array(ToolResponseMockSchema).max(toolLimits.responseMocks).nullish(),
});

/** `ToolUsageStatsResponseModel`, from the tool's recorded executions. */
export const ToolUsageStatsSchema = z.object({
  total_calls: z.number().int(),
  avg_latency_secs: z.number(),
});

/** `ToolResponseModel`. */
export const ToolResponseSchema = z
  .object({
    id: z.string(),
    tool_config: ToolConfigSchema,
    access_info: ResourceAccessInfoSchema,
    usage_stats: ToolUsageStatsSchema,
    response_mocks: z.array(ToolResponseMockSchema).optional(),
  })
  .meta({ id: "ToolResponseModel" });

export type ToolResponse = z.output<typeof ToolResponseSchema>;

/** A page size query of the tools' lists. */
export const toolPageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(toolLimits.pageSize.max)
  .default(toolLimits.pageSize.default);
