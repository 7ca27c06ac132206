import { z } from "zod";
import { boundedRecord, wholeValueBounds } from "../../bounds/bounded-values.ts";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { mcpLimits } from "../../catalogues/mcp-limits.ts";
import { toolLimits } from "../../catalogues/tool-limits.ts";
import { messages } from "../../errors/messages.ts";
import {
  DynamicVariableAssignmentSchema,
  RequestHeaderValueSchema,
  ToolResponseMockSchema,
} from "../tools/tool-config-schema.ts";

/**
 * An MCP server's `config` (the SDK's `McpServerConfigInput` / `McpServerConfigOutput`), kept in
 * this wire shape as stored and answered. What needs the server's configuration (plain-http hosts,
 * the workspace's secrets) is checked by the domain.
 */

export const mcpApprovalPolicies = [
  "auto_approve_all",
  "require_approval_all",
  "require_approval_per_tool",
] as const;
export const McpApprovalPolicySchema = z.enum(mcpApprovalPolicies).meta({ id: "McpApprovalPolicy" });
export const McpToolApprovalPolicySchema = z
  .enum(["auto_approved", "requires_approval"])
  .meta({ id: "McpToolApprovalPolicy" });

const secretLocator = z.object({ secret_id: idValue });
const toolCallSound = z.enum(["typing", "elevator1", "elevator2", "elevator3", "elevator4"]);
const preToolSpeech = z.enum(["auto", "force", "off"]);
const interruptionMode = z.enum(["allow", "disable_during_tool", "disable_during_tool_and_turn"]);
const executionMode = z.enum(["immediate", "post_tool_speech", "async"]);
const toolCallSoundBehavior = z.enum(["auto", "always"]);
const responseTimeout = z
  .number()
  .int()
  .min(mcpLimits.responseTimeoutSeconds.min)
  .max(mcpLimits.responseTimeoutSeconds.max);

/** A tool's name as the MCP server lists it. */
export const mcpToolName = z.string().min(1).max(mcpLimits.toolNameCharacters);

const headerName = z
  .string()
  .max(inputLimits.shortTextCharacters)
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, messages.toolHeaderNameInvalid);

/** `McpToolApprovalHash`: a tool approved as it was described when approved. */
export const McpToolApprovalHashSchema = z.object({
  tool_name: mcpToolName,
  tool_hash: z.string().min(1).max(inputLimits.shortTextCharacters),
  approval_policy: McpToolApprovalPolicySchema.default("requires_approval"),
});

/** How one parameter of an MCP tool is filled (`McpToolConfigOverrideInputInputOverridesValue`). */
export const McpInputOverrideSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("constant"),
    constant_value: z
      .union([z.string().max(inputLimits.descriptionCharacters), z.number(), z.boolean()])
      .optional(),
  }),
  z.object({
    source: z.literal("dynamic_variable"),
    dynamic_variable: z.string().min(1).max(inputLimits.shortTextCharacters),
  }),
  z.object({
    source: z.literal("llm"),
    prompt: z.string().max(inputLimits.descriptionCharacters).optional(),
  }),
  z.object({ source: z.literal("omit") }),
]);

/** The settings of one MCP tool that differ from the server's (`McpToolConfigOverrideInput`), without its name. */
export const McpToolConfigOverrideFieldsSchema = z.object({
  force_pre_tool_speech: z.boolean().optional(),
  pre_tool_speech: preToolSpeech.optional(),
  disable_interruptions: z.boolean().optional(),
  interruption_mode: interruptionMode.optional(),
  tool_call_sound: z.union([toolCallSound, z.literal("off")]).optional(),
  tool_call_sound_behavior: toolCallSoundBehavior.optional(),
  execution_mode: executionMode.optional(),
  response_timeout_secs: responseTimeout.optional(),
  assignments: z.array(DynamicVariableAssignmentSchema).max(toolLimits.assignments).optional(),
  input_overrides: boundedRecord(
    z.string().min(1).max(inputLimits.shortTextCharacters),
    McpInputOverrideSchema,
    mcpLimits.inputOverrides,
  ).optional(),
  response_mocks: z.array(ToolResponseMockSchema).max(toolLimits.responseMocks).optional(),
});

export const McpToolConfigOverrideSchema = McpToolConfigOverrideFieldsSchema.extend({
  tool_name: mcpToolName,
}).meta({ id: "McpToolConfigOverrideOutput" });

export type McpToolConfigOverride = z.output<typeof McpToolConfigOverrideSchema>;

/** The server-wide settings an update may change (`McpServerConfigUpdateRequestModel`). */
export const McpServerSettingsSchema = z.object({
  approval_policy: McpApprovalPolicySchema,
  force_pre_tool_speech: z.boolean(),
  pre_tool_speech: preToolSpeech,
  disable_interruptions: z.boolean(),
  interruption_mode: interruptionMode.optional(),
  tool_call_sound: toolCallSound.optional(),
  tool_call_sound_behavior: toolCallSoundBehavior,
  execution_mode: executionMode,
  response_timeout_secs: responseTimeout,
  /** Headers sent with every request: constants, secrets, dynamic or environment variables. */
  request_headers: boundedRecord(headerName, RequestHeaderValueSchema, mcpLimits.requestHeaders),
  /** `_meta` sent with every tool call: constants only (see the domain). */
  request_meta: boundedRecord(
    z.string().min(1).max(inputLimits.shortTextCharacters),
    z.union([
      z.string().max(inputLimits.descriptionCharacters),
      z.number(),
      z.boolean(),
      secretLocator,
      z.object({ variable_name: z.string().min(1).max(inputLimits.shortTextCharacters) }),
      z.object({ env_var_label: z.string().min(1).max(inputLimits.shortTextCharacters) }),
    ]),
    mcpLimits.requestMeta,
  ),
  disable_compression: z.boolean(),
  /** A workspace secret sent as `Authorization: Bearer …`. */
  secret_token: secretLocator.optional(),
  auth_connection: z
    .union([z.object({ auth_connection_id: idValue }), z.object({ env_var_label: idValue })])
    .optional(),
});

/** `McpServerConfigInput` / `McpServerConfigOutput`. */
export const McpServerConfigSchema = z
  .object({
    name: z.string().trim().min(1).max(mcpLimits.nameCharacters),
    description: z.string().max(inputLimits.descriptionCharacters).default(""),
    /** The server's address, or a workspace secret holding it. */
    url: z.union([
      z.url({ protocol: /^https?$/, error: messages.mcpServerUrlInvalid }).max(inputLimits.urlCharacters),
      secretLocator,
    ]),
    transport: z.enum(["SSE", "STREAMABLE_HTTP"]).default("SSE"),
    approval_policy: McpApprovalPolicySchema.default("require_approval_all"),
    tool_approval_hashes: z.array(McpToolApprovalHashSchema).max(mcpLimits.toolEntries).default([]),
    secret_token: McpServerSettingsSchema.shape.secret_token,
    request_headers: McpServerSettingsSchema.shape.request_headers.default({}),
    request_meta: McpServerSettingsSchema.shape.request_meta.optional(),
    auth_connection: McpServerSettingsSchema.shape.auth_connection,
    force_pre_tool_speech: z.boolean().default(false),
    pre_tool_speech: preToolSpeech.default("auto"),
    disable_interruptions: z.boolean().default(false),
    interruption_mode: interruptionMode.optional(),
    tool_call_sound: toolCallSound.optional(),
    tool_call_sound_behavior: toolCallSoundBehavior.default("auto"),
    execution_mode: executionMode.default("immediate"),
    response_timeout_secs: responseTimeout.default(mcpLimits.responseTimeoutSeconds.default),
    tool_config_overrides: z.array(McpToolConfigOverrideSchema).max(mcpLimits.toolEntries).default([]),
    disable_compression: z.boolean().default(false),
  })
  .meta({ id: "McpServerConfigOutput" });

export type McpServerConfig = z.output<typeof McpServerConfigSchema>;

/**
 * A request body measured as JSON text as a whole (`mcpLimits.bodyCharacters`): its parts' own
 * bounds allow far more together, and this keeps each route's body limit under a megabyte.
 */
export function mcpRequestBody<T extends z.ZodType>(schema: T): T {
  const bounded = schema.refine((value) => JSON.stringify(value).length <= mcpLimits.bodyCharacters, {
    message: messages.mcpBodyTooLarge(mcpLimits.bodyCharacters),
  });
  // Registered on the plain type: the registry's generic signature does not resolve for a type parameter.
  wholeValueBounds.add(bounded as z.ZodType, {
    bound: "json-length",
    maxCharacters: mcpLimits.bodyCharacters,
  });
  return bounded;
}
