import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { ResourceAccessInfoSchema } from "../agents/agent-schemas.ts";
import { DependentAgentSchema } from "../tools/get-tool-dependent-agents.ts";
import { McpServerConfigSchema, mcpToolName } from "./mcp-server-config-schema.ts";

export const McpServerParamsSchema = z.object({ mcp_server_id: idValue });
export const McpServerToolParamsSchema = McpServerParamsSchema.extend({ tool_name: mcpToolName });

/** `?environment=`: environments of environment variables are not read here yet; accepted. */
export const McpEnvironmentQuerySchema = z.object({
  environment: z.string().max(inputLimits.shortTextCharacters).optional(),
});

/** `McpServerResponseModel`. */
export const McpServerResponseSchema = z
  .object({
    id: z.string(),
    config: McpServerConfigSchema,
    access_info: ResourceAccessInfoSchema.optional(),
    dependent_agents: z.array(DependentAgentSchema).optional(),
    metadata: z.object({ created_at: z.number().int(), owner_user_id: z.string().optional() }),
  })
  .meta({ id: "McpServerResponseModel" });

export type McpServerResponse = z.output<typeof McpServerResponseSchema>;

/** `Tool`: a tool as the MCP server lists it (MCP's own field names). */
export const McpToolSchema = z
  .object({
    name: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    inputSchema: z.record(z.string(), z.unknown()),
    outputSchema: z.record(z.string(), z.unknown()).optional(),
    annotations: z
      .object({
        title: z.string().optional(),
        readOnlyHint: z.boolean().optional(),
        destructiveHint: z.boolean().optional(),
        idempotentHint: z.boolean().optional(),
        openWorldHint: z.boolean().optional(),
      })
      .optional(),
  })
  .meta({ id: "Tool" });

/** `McpToolApprovalStatus`: whether a listed tool is approved as it is described now. */
export const McpToolApprovalStatusSchema = z
  .object({
    tool_id: z.string(),
    state: z.enum(["up_to_date", "needs_review", "not_approved"]),
    approval_policy: z.enum(["auto_approved", "requires_approval"]).optional(),
  })
  .meta({ id: "McpToolApprovalStatus" });

/** `ListMcpToolsResponseModel`. */
export const ListMcpToolsResponseSchema = z
  .object({
    success: z.boolean(),
    tools: z.array(McpToolSchema),
    tool_approval_statuses: z.array(McpToolApprovalStatusSchema).optional(),
    error_message: z.string().optional(),
  })
  .meta({ id: "ListMcpToolsResponseModel" });
