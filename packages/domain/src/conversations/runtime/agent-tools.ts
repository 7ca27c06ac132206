import type { JsonSchemaProperty, LiteralJsonSchemaProperty, ToolConfig } from "@chorus/contract";
import type { LanguageModelTool } from "../../ports/language-model.ts";
import type { AgentToolRecord } from "../../tools/tool-records.ts";

/** A workspace tool the conversation can run: a webhook or a client tool (system tools are built in). */
export interface CallableTool {
  id: string;
  config: Extract<ToolConfig, { type: "webhook" | "client" }>;
}

/** The agent's webhook and client tools among the records, one per name (the first wins). */
export function callableTools(records: readonly AgentToolRecord[]): CallableTool[] {
  const byName = new Map<string, CallableTool>();
  for (const record of records) {
    const config = record.toolConfig;
    if ((config.type === "webhook" || config.type === "client") && !byName.has(config.name))
      byName.set(config.name, { id: record.id, config });
  }
  return [...byName.values()];
}

/** A value the tool fills itself (a constant, a dynamic variable): never asked of the model. */
export function isFilledByTool(property: JsonSchemaProperty): boolean {
  const literal = property as LiteralJsonSchemaProperty;
  return (
    literal.constant_value !== undefined ||
    literal.dynamic_variable !== undefined ||
    literal.is_system_provided === true ||
    literal.is_omitted === true
  );
}

type JsonSchema = Record<string, unknown>;

/** A property as a JSON schema for the model: only what the model fills, without Chorus's own keys. */
function modelSchemaOf(property: JsonSchemaProperty): JsonSchema {
  const described = property.description ? { description: property.description } : {};
  if (property.type === "array") return { type: "array", ...described, items: modelSchemaOf(property.items) };
  if (property.type === "object" || property.type === undefined) {
    const object = property as { properties?: Record<string, JsonSchemaProperty>; required?: string[] };
    return { ...objectSchemaOf(object.properties ?? {}, object.required ?? []), ...described };
  }
  const literal = property as LiteralJsonSchemaProperty;
  return { type: literal.type, ...described, ...(literal.enum ? { enum: literal.enum } : {}) };
}

function objectSchemaOf(properties: Record<string, JsonSchemaProperty>, required: readonly string[]) {
  const asked = Object.entries(properties).filter(([, property]) => !isFilledByTool(property));
  const names = new Set(asked.map(([name]) => name));
  const stillRequired = required.filter((name) => names.has(name));
  return {
    type: "object",
    properties: Object.fromEntries(asked.map(([name, property]) => [name, modelSchemaOf(property)])),
    ...(stillRequired.length ? { required: stillRequired } : {}),
  };
}

/**
 * The JSON schema of the arguments the model gives a tool. A client tool's `parameters`; a webhook's
 * path parameters, query parameters and body properties side by side (a name in two places takes one
 * value). Values the tool fills itself are left out.
 */
export function toolParametersSchema(config: CallableTool["config"]): JsonSchema {
  if (config.type === "client") {
    const parameters = config.parameters ?? {};
    return objectSchemaOf(parameters.properties ?? {}, parameters.required ?? []);
  }
  const api = config.api_schema;
  const properties: Record<string, JsonSchemaProperty> = {};
  const required: string[] = [];
  for (const [name, property] of Object.entries(api.path_params_schema ?? {})) {
    properties[name] = property;
    required.push(name);
  }
  for (const [name, property] of Object.entries(api.query_params_schema?.properties ?? {}))
    properties[name] ??= property;
  required.push(...(api.query_params_schema?.required ?? []));
  for (const [name, property] of Object.entries(api.request_body_schema?.properties ?? {}))
    properties[name] ??= property;
  required.push(...(api.request_body_schema?.required ?? []));
  return objectSchemaOf(properties, [...new Set(required)]);
}

/** The agent's tools as the model sees them, after the system tools (a name already taken is skipped). */
export function languageModelTools(
  tools: readonly CallableTool[],
  systemTools: readonly LanguageModelTool[],
): LanguageModelTool[] {
  const taken = new Set(systemTools.map((tool) => tool.name));
  return [
    ...systemTools,
    ...tools
      .filter((tool) => !taken.has(tool.config.name))
      .map((tool) => ({
        name: tool.config.name,
        description: tool.config.description,
        parameters: toolParametersSchema(tool.config),
      })),
  ];
}
