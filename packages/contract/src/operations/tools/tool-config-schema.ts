import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import { toolLimits } from "../../catalogues/tool-limits.ts";
import { messages } from "../../errors/messages.ts";
import { DynamicVariablesSchema } from "../agents/conversation-config-schema.ts";
import { SystemToolParamsSchema } from "./system-tool-params-schema.ts";

/**
 * A workspace tool's `tool_config` (the SDK's `ToolRequestModelToolConfig`): webhook, client or
 * system, told apart by `type`. Kept in its wire shape as stored and answered, like an agent's
 * configuration; fields the hosted product has and Chorus does not use are dropped on the way in.
 * What needs the server's configuration (which hosts a plain-http webhook may call) is checked by
 * the domain.
 */

const shortText = z.string().max(inputLimits.shortTextCharacters);
const description = z.string().max(toolLimits.descriptionCharacters);
const idText = z.string().min(1).max(inputLimits.idCharacters);

/** `^[a-zA-Z0-9_-]{1,64}$`, the name a language model calls the tool by. */
export const toolName = z.string().max(64).regex(toolLimits.namePattern, messages.toolNameInvalid);

/** A parameter's name in a parameters schema, a path or a query. */
const parameterName = z
  .string()
  .max(inputLimits.shortTextCharacters)
  .regex(/^[A-Za-z0-9_.-]+$/, messages.toolParameterNameInvalid);

const dynamicVariableName = z
  .string()
  .max(inputLimits.shortTextCharacters)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, messages.toolDynamicVariableInvalid);

/** A parameter of a simple type (`LiteralJsonSchemaProperty`). */
export const LiteralJsonSchemaPropertySchema = z
  .object({
    type: z.enum(["boolean", "string", "integer", "number"]),
    description: description.optional(),
    enum: z.array(z.string().max(inputLimits.descriptionCharacters)).max(toolLimits.enumValues).optional(),
    /** Filled from a dynamic variable instead of by the model. */
    dynamic_variable: dynamicVariableName.optional(),
    /** A fixed value instead of one from the model. */
    constant_value: z
      .union([z.string().max(inputLimits.descriptionCharacters), z.number(), z.boolean()])
      .optional(),
    is_system_provided: z.boolean().optional(),
    is_omitted: z.boolean().optional(),
  })
  .meta({ id: "LiteralJsonSchemaProperty" });

export type LiteralJsonSchemaProperty = z.output<typeof LiteralJsonSchemaPropertySchema>;

export interface ObjectJsonSchemaProperty {
  type?: "object";
  description?: string;
  required?: string[];
  properties?: Record<string, JsonSchemaProperty>;
}
export interface ArrayJsonSchemaProperty {
  type: "array";
  description?: string;
  items: JsonSchemaProperty;
}
export type JsonSchemaProperty =
  | LiteralJsonSchemaProperty
  | ObjectJsonSchemaProperty
  | ArrayJsonSchemaProperty;

/** Any parameter: a simple one, an array or an object (recursive; depth is checked at the root). */
const JsonSchemaPropertySchema: z.ZodType<JsonSchemaProperty> = z.lazy(() =>
  z.union([LiteralJsonSchemaPropertySchema, ArrayJsonSchemaPropertySchema, ObjectJsonSchemaPropertyBase]),
);

/** `ArrayJsonSchemaPropertyInput`: a list whose items are described by `items`. */
const ArrayJsonSchemaPropertySchema = z.object({
  type: z.literal("array"),
  description: description.optional(),
  items: JsonSchemaPropertySchema,
});

/** `ObjectJsonSchemaPropertyInput`: named properties, some of them required. */
const ObjectJsonSchemaPropertyBase = z
  .object({
    type: z.literal("object").optional(),
    description: description.optional(),
    required: z.array(parameterName).max(toolLimits.schemaProperties).optional(),
    properties: boundedRecord(
      parameterName,
      JsonSchemaPropertySchema,
      toolLimits.schemaProperties,
    ).optional(),
  })
  .superRefine((value, context) => {
    const known = new Set(Object.keys(value.properties ?? {}));
    for (const [index, name] of (value.required ?? []).entries())
      if (!known.has(name))
        context.addIssue({
          code: "custom",
          path: ["required", index],
          message: messages.toolRequiredUnknown(name),
        });
  });

/** How deep objects and arrays nest in a parameters schema (the root object is 1). */
export function schemaDepth(property: JsonSchemaProperty): number {
  if ("items" in property && property.type === "array") return 1 + schemaDepth(property.items);
  if (property.type === "object" || property.type === undefined) {
    const children = Object.values((property as ObjectJsonSchemaProperty).properties ?? {});
    return 1 + Math.max(0, ...children.map(schemaDepth));
  }
  return 0;
}

/** A root parameters schema (`parameters`, `request_body_schema`): an object of bounded depth. */
export const ObjectJsonSchemaPropertySchema = ObjectJsonSchemaPropertyBase.refine(
  (value) => schemaDepth(value) <= toolLimits.schemaDepth,
  { message: messages.toolSchemaTooDeep(toolLimits.schemaDepth) },
).meta({ id: "ObjectJsonSchemaPropertyInput" });

/** `QueryParamsJsonSchema`: the query's parameters, each of a simple type. */
const QueryParamsSchema = z
  .object({
    properties: boundedRecord(parameterName, LiteralJsonSchemaPropertySchema, toolLimits.schemaProperties),
    required: z.array(parameterName).max(toolLimits.schemaProperties).optional(),
  })
  .superRefine((value, context) => {
    for (const [index, name] of (value.required ?? []).entries())
      if (!(name in value.properties))
        context.addIssue({
          code: "custom",
          path: ["required", index],
          message: messages.toolRequiredUnknown(name),
        });
  });

/**
 * A request header's value: a constant, a workspace secret by id, a dynamic variable or an
 * environment variable (`WebhookToolApiSchemaConfigInputRequestHeadersValue`).
 */
export const RequestHeaderValueSchema = z.union([
  z.string().max(inputLimits.descriptionCharacters),
  z.object({ secret_id: idText }),
  z.object({ variable_name: dynamicVariableName }),
  z.object({ env_var_label: shortText.min(1) }),
]);

const headerName = z
  .string()
  .max(inputLimits.shortTextCharacters)
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, messages.toolHeaderNameInvalid);

/** `{name}` placeholders of a webhook URL's path. */
export function urlPathParameters(url: string): string[] {
  return [...url.matchAll(/\{([^{}/]+)\}/g)].map((match) => match[1]!);
}

/** `WebhookToolApiSchemaConfigInput`: where and how the webhook is called. */
export const WebhookApiSchemaSchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: messages.toolWebhookUrlInvalid })
      .max(inputLimits.urlCharacters),
    method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).default("GET"),
    path_params_schema: boundedRecord(
      parameterName,
      LiteralJsonSchemaPropertySchema,
      toolLimits.schemaProperties,
    ).optional(),
    query_params_schema: QueryParamsSchema.optional(),
    request_body_schema: ObjectJsonSchemaPropertySchema.optional(),
    request_headers: boundedRecord(
      headerName,
      RequestHeaderValueSchema,
      toolLimits.requestHeaders,
    ).optional(),
    content_type: z
      .enum(["application/json", "application/x-www-form-urlencoded"])
      .default("application/json"),
    auth_connection: z.object({ auth_connection_id: idText }).optional(),
  })
  .superRefine((value, context) => {
    const declared = value.path_params_schema ?? {};
    for (const name of urlPathParameters(value.url))
      if (!(name in declared))
        context.addIssue({
          code: "custom",
          path: ["path_params_schema"],
          message: messages.toolPathParameterMissing(name),
        });
    if (value.request_body_schema && (value.method === "GET" || value.method === "DELETE"))
      context.addIssue({
        code: "custom",
        path: ["request_body_schema"],
        message: messages.toolBodyWithoutMethod(value.method),
      });
  });

/** `DynamicVariableAssignment`: a field of the tool's response saved into a dynamic variable. */
export const DynamicVariableAssignmentSchema = z.object({
  source: z.literal("response").default("response"),
  dynamic_variable: dynamicVariableName,
  value_path: z.string().min(1).max(toolLimits.valuePathCharacters),
  sanitize: z.boolean().optional(),
  preserve_native_type: z.boolean().optional(),
});

/** What every tool type has (the SDK repeats these on each). */
const commonFields = {
  disable_interruptions: z.boolean().default(false),
  interruption_mode: z.enum(["allow", "disable_during_tool", "disable_during_tool_and_turn"]).optional(),
  force_pre_tool_speech: z.boolean().default(false),
  pre_tool_speech: z.enum(["auto", "force", "off"]).default("auto"),
  assignments: z.array(DynamicVariableAssignmentSchema).max(toolLimits.assignments).default([]),
  tool_call_sound: z.enum(["typing", "elevator1", "elevator2", "elevator3", "elevator4"]).nullish(),
  tool_call_sound_behavior: z.enum(["auto", "always"]).default("auto"),
  tool_error_handling_mode: z.enum(["auto", "summarized", "passthrough", "hide"]).default("auto"),
};

const dynamicVariablesField = z
  .object({ dynamic_variable_placeholders: DynamicVariablesSchema.default({}) })
  .default({ dynamic_variable_placeholders: {} });
const executionModeField = z.enum(["immediate", "post_tool_speech", "async"]).default("immediate");

/** A webhook tool: Chorus calls an HTTP endpoint during the turn (`WebhookToolConfigInput`). */
export const WebhookToolConfigSchema = z.object({
  type: z.literal("webhook"),
  name: toolName,
  description: description.min(1, messages.toolDescriptionRequired),
  response_timeout_secs: z
    .number()
    .int()
    .min(toolLimits.webhookTimeoutSeconds.min)
    .max(toolLimits.webhookTimeoutSeconds.max)
    .default(toolLimits.webhookTimeoutSeconds.default),
  ...commonFields,
  dynamic_variables: dynamicVariablesField,
  execution_mode: executionModeField,
  api_schema: WebhookApiSchemaSchema,
  follow_redirects: z.boolean().optional(),
  follow_redirects_allowed_domains: z
    .array(z.string().min(1).max(inputLimits.nameCharacters))
    .max(toolLimits.redirectDomains)
    .optional(),
});

/** A client tool: the caller's app runs it (`client_tool_call`, `ClientToolConfigInput`). */
export const ClientToolConfigSchema = z
  .object({
    type: z.literal("client"),
    name: toolName,
    description: description.min(1, messages.toolDescriptionRequired),
    response_timeout_secs: z
      .number()
      .int()
      .refine(
        (value) =>
          value === -1 ||
          (value >= toolLimits.clientTimeoutSeconds.min && value <= toolLimits.clientTimeoutSeconds.max),
        messages.toolClientTimeoutOutOfRange(
          toolLimits.clientTimeoutSeconds.min,
          toolLimits.clientTimeoutSeconds.max,
        ),
      )
      .default(toolLimits.clientTimeoutSeconds.default),
    ...commonFields,
    parameters: ObjectJsonSchemaPropertySchema.optional(),
    expects_response: z.boolean().default(false),
    dynamic_variables: dynamicVariablesField,
    execution_mode: executionModeField,
  })
  .superRefine((value, context) => {
    if (value.response_timeout_secs === -1 && !value.expects_response)
      context.addIssue({
        code: "custom",
        path: ["response_timeout_secs"],
        message: messages.toolClientWaitWithoutResponse,
      });
  });

/** A system tool: the conversation runtime itself acts (`SystemToolConfigInput`). */
export const SystemToolConfigSchema = z.object({
  type: z.literal("system"),
  name: toolName,
  description: description.default(""),
  response_timeout_secs: z
    .number()
    .int()
    .min(toolLimits.systemTimeoutSeconds.min)
    .max(toolLimits.systemTimeoutSeconds.max)
    .optional(),
  ...commonFields,
  params: SystemToolParamsSchema,
});

/** `tool_config`: one of the three, by `type`; its JSON text is bounded as a whole. */
export const ToolConfigSchema = z
  .discriminatedUnion("type", [WebhookToolConfigSchema, ClientToolConfigSchema, SystemToolConfigSchema])
  .refine((value) => JSON.stringify(value).length <= toolLimits.configCharacters, {
    message: messages.toolConfigTooLarge(toolLimits.configCharacters),
  });

export type ToolConfig = z.output<typeof ToolConfigSchema>;
export type WebhookToolConfig = z.output<typeof WebhookToolConfigSchema>;

/** `ToolResponseMockConfigInput`: a canned result, for tests, when the call's parameters match. */
export const ToolResponseMockSchema = z.object({
  parameter_conditions: z
    .array(
      z.object({
        path: z.string().min(1).max(toolLimits.valuePathCharacters),
        eval: z.discriminatedUnion("type", [
          z.object({ type: z.literal("anything") }),
          z.object({
            type: z.literal("exact"),
            expected_value: z.string().max(inputLimits.descriptionCharacters),
          }),
          z.object({ type: z.literal("regex"), pattern: z.string().max(inputLimits.descriptionCharacters) }),
          z.object({
            type: z.literal("llm"),
            description: z.string().max(inputLimits.descriptionCharacters),
          }),
        ]),
      }),
    )
    .max(toolLimits.schemaProperties)
    .optional(),
  mock_result: z.string().max(toolLimits.mockResultCharacters),
  is_error: z.boolean().optional(),
});

export type ToolResponseMock = z.output<typeof ToolResponseMockSchema>;
