/**
 * Valid-looking inputs read from the contract: each operation's zod schemas as JSON Schema (the
 * input side, as `z.toJSONSchema` writes it for the OpenAPI document), and the smallest value that
 * schema accepts. The fuzz suite starts from such a value and breaks one thing at a time, so a
 * hostile field reaches the handler instead of failing on a missing neighbour.
 */
import { z } from "zod";

export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
}

export type ValueKind = "string" | "number" | "integer" | "boolean" | "array" | "object" | "null" | "any";

/** A schema with the document's `$defs` at hand, so references resolve. */
export interface SchemaAt {
  schema: JsonSchema;
  defs: Record<string, JsonSchema>;
}

export function jsonSchemaOf(schema: z.ZodType): SchemaAt {
  const document = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return { schema: document, defs: document.$defs ?? {} };
}

/** The schema itself, with `$ref`s followed and a nullable or union reduced to its first real option. */
export function resolved({ schema, defs }: SchemaAt): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 20; hops++) {
    if (current.$ref) {
      current = defs[current.$ref.replace("#/$defs/", "")] ?? {};
      continue;
    }
    const options = current.anyOf ?? current.oneOf;
    if (options?.length) {
      current = options.find((option) => kindOf({ schema: option, defs }) !== "null") ?? options[0]!;
      continue;
    }
    if (current.allOf?.length === 1) {
      current = current.allOf[0]!;
      continue;
    }
    return current;
  }
  return current;
}

export function kindOf(at: SchemaAt): ValueKind {
  const { schema } = at;
  if (schema.$ref || schema.anyOf || schema.oneOf) return kindOf({ ...at, schema: resolved(at) });
  if (schema.const !== undefined) return kindOfValue(schema.const);
  if (schema.enum?.length) return kindOfValue(schema.enum[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== "null") ?? types[0];
  if (type) return type as ValueKind;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return "any";
}

function kindOfValue(value: unknown): ValueKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
      return Number.isInteger(value) ? "integer" : "number";
    case "object":
      return "object";
    default:
      return "any";
  }
}

/**
 * Strings some fields need to get past the first lookup (a voice that exists, an address that
 * parses), by field name: the schemas say `string` for both.
 */
const stringsByFieldName: [RegExp, string][] = [
  [/^voice_id$/, "OZLru6oHc5erZufS49M8"], // Emma, a premade voice
  [/email/, "fuzz.probe@example.com"],
];

/** Short texts on purpose: paid operations really synthesize when the input is valid. */
function sampleString(schema: JsonSchema, fieldName: string | undefined): string {
  const byName = fieldName ? stringsByFieldName.find(([pattern]) => pattern.test(fieldName)) : undefined;
  if (byName) return byName[1];
  switch (schema.format) {
    case "email":
      return "fuzz.probe@example.com";
    case "uri":
    case "url":
      return "https://example.com/fuzz";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "date-time":
      return "2024-01-01T00:00:00Z";
    case "date":
      return "2000-01-01";
  }
  const length = Math.max(schema.minLength ?? 0, 4);
  const text = "Hi there fuzz "
    .repeat(Math.ceil(length / 14))
    .slice(0, length)
    .trim();
  return text.length >= (schema.minLength ?? 0) ? text : text.padEnd(schema.minLength ?? 0, "a");
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  let value = low ?? (high !== undefined ? Math.min(high, 1) : 1);
  if (high !== undefined && value > high) value = high;
  return integer ? Math.ceil(value) : value;
}

/** The smallest value the schema accepts (required properties only), as far as JSON Schema tells. */
export function sampleValue(at: SchemaAt, depth = 0, fieldName?: string): unknown {
  const schema = resolved(at);
  const child = (next: JsonSchema, name?: string) =>
    sampleValue({ schema: next, defs: at.defs }, depth + 1, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (kindOf({ schema, defs: at.defs })) {
    case "string":
      return sampleString(schema, fieldName);
    case "integer":
      return sampleNumber(schema, true);
    case "number":
      return sampleNumber(schema, false);
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      if (schema.prefixItems) return schema.prefixItems.map((item) => child(item));
      const count = depth > 6 ? 0 : (schema.minItems ?? 0);
      return Array.from({ length: count }, () => (schema.items ? child(schema.items, fieldName) : "x"));
    }
    case "object": {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) value[name] = child(property, name);
      }
      return value;
    }
    default:
      return "x";
  }
}

export interface Field {
  name: string;
  at: SchemaAt;
  kind: ValueKind;
  required: boolean;
}

/** The top-level properties of an object schema (a body, a query, a form's text fields). */
export function fieldsOf(at: SchemaAt): Field[] {
  const schema = resolved(at);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const field = { schema: property, defs: at.defs };
    return { name, at: field, kind: kindOf(field), required: required.has(name) };
  });
}
