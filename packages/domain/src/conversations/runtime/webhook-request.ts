import type {
  JsonSchemaProperty,
  LiteralJsonSchemaProperty,
  ObjectJsonSchemaProperty,
  WebhookToolConfig,
} from "@chorus/contract";
import type { VariableValue } from "../dynamic-variables.ts";

/** The HTTP request a webhook tool call makes, before headers from secrets are read. */
export interface WebhookCallPlan {
  url: URL;
  method: WebhookToolConfig["api_schema"]["method"];
  /** Literal and variable headers, filled; secret ones are named in `secretHeaders`. */
  headers: Record<string, string>;
  /** Header name → the workspace secret whose value it carries. */
  secretHeaders: Record<string, string>;
  /** Header name → the label of the environment variable whose value it carries. */
  environmentHeaders: Record<string, string>;
  body?: string;
  contentType?: string;
}

/** The model's arguments do not make a request (a path parameter has no value). */
export class WebhookPlanError extends Error {}

const placeholder = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** `{{name}}` in a header's text filled from the call's variables (secret ones too: headers are not spoken). */
const filled = (text: string, variables: Record<string, VariableValue>) =>
  text.replace(placeholder, (whole, name: string) => (name in variables ? String(variables[name]) : whole));

/** What a simple parameter's value is: the tool's constant, a dynamic variable, or the model's argument. */
function literalValue(
  property: LiteralJsonSchemaProperty,
  argument: unknown,
  variables: Record<string, VariableValue>,
): unknown {
  if (property.constant_value !== undefined) return property.constant_value;
  if (property.dynamic_variable !== undefined) return variables[property.dynamic_variable];
  if (property.is_omitted) return undefined;
  return argument;
}

/** A value as text in a path or a query (objects as JSON). */
const asText = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

/** The body's value for a schema property: constants and variables filled, nested objects walked. */
function bodyValue(
  property: JsonSchemaProperty,
  argument: unknown,
  variables: Record<string, VariableValue>,
): unknown {
  if (property.type === "object" || property.type === undefined) {
    const object = property as ObjectJsonSchemaProperty;
    if (!object.properties) return argument;
    const given =
      typeof argument === "object" && argument !== null ? (argument as Record<string, unknown>) : {};
    const entries = Object.entries(object.properties).flatMap(([name, child]) => {
      const value = bodyValue(child, given[name], variables);
      return value === undefined ? [] : [[name, value] as const];
    });
    return entries.length === 0 && argument === undefined ? undefined : Object.fromEntries(entries);
  }
  if (property.type === "array") return argument;
  return literalValue(property as LiteralJsonSchemaProperty, argument, variables);
}

/**
 * The request of one webhook call: path parameters substituted (encoded), the query string, the
 * body (JSON, or a form when the tool says so) and the headers, from the model's arguments, the
 * tool's constants and the conversation's variables. Only what the schemas name is sent.
 */
export function webhookCallPlan(
  config: WebhookToolConfig,
  args: Record<string, unknown>,
  variables: Record<string, VariableValue>,
): WebhookCallPlan {
  const api = config.api_schema;
  const path = api.url.replace(/\{([^{}/]+)\}/g, (_whole, name: string) => {
    const property = api.path_params_schema?.[name];
    const value = property ? literalValue(property, args[name], variables) : undefined;
    if (value === undefined || value === null || value === "")
      throw new WebhookPlanError(`the path parameter ${name} has no value`);
    return encodeURIComponent(asText(value));
  });
  const url = new URL(path);
  for (const [name, property] of Object.entries(api.query_params_schema?.properties ?? {})) {
    const value = literalValue(property, args[name], variables);
    if (value !== undefined && value !== null) url.searchParams.append(name, asText(value));
  }
  const headers: Record<string, string> = {};
  const secretHeaders: Record<string, string> = {};
  const environmentHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(api.request_headers ?? {})) {
    if (typeof value === "string") headers[name] = filled(value, variables);
    else if ("secret_id" in value) secretHeaders[name] = value.secret_id;
    else if ("variable_name" in value) {
      const variable = variables[value.variable_name];
      if (variable !== undefined) headers[name] = String(variable);
    } else if ("env_var_label" in value) environmentHeaders[name] = value.env_var_label;
  }
  const plan: WebhookCallPlan = { url, method: api.method, headers, secretHeaders, environmentHeaders };
  if (api.request_body_schema && api.method !== "GET" && api.method !== "DELETE") {
    const body = (bodyValue(api.request_body_schema, args, variables) ?? {}) as Record<string, unknown>;
    if (api.content_type === "application/x-www-form-urlencoded") {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(body))
        if (value !== undefined && value !== null) form.append(name, asText(value));
      plan.body = form.toString();
    } else plan.body = JSON.stringify(body);
    plan.contentType = api.content_type;
  }
  return plan;
}
