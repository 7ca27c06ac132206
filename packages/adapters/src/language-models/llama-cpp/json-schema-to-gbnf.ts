import type { GbnfJsonSchema } from "node-llama-cpp";

/**
 * Narrows a tool's JSON schema (OpenAI function parameters, written by whoever configured the agent) to
 * the subset node-llama-cpp turns into a grammar. Its generator reads a schema without `type` as `null`
 * and ignores keywords it does not know, so passing a schema through unchanged could force wrong or
 * impossible output. Kept: types, enum, const, properties, additionalProperties, items, prefixItems,
 * item and length bounds, date formats, oneOf/anyOf and local `$ref`s. Dropped, so the model is not
 * held to them: numeric bounds, patterns, other formats. Its generator writes every listed property, so a
 * call always carries the optional ones too, which the schema allows.
 */

type JsonObject = Record<string, unknown>;

const immutableTypes = ["string", "number", "integer", "boolean", "null"] as const;
type ImmutableType = (typeof immutableTypes)[number];
const dateFormats = ["date-time", "time", "date"] as const;

/** Any JSON value: what a schema that constrains nothing we understand allows. */
const anyJson: GbnfJsonSchema = {
  oneOf: [
    { type: [...immutableTypes] },
    { type: "array", items: { type: [...immutableTypes] } },
    { type: "object", additionalProperties: true },
  ],
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isLiteral(value: unknown): value is string | number | boolean | null {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function isImmutableType(value: unknown): value is ImmutableType {
  return immutableTypes.includes(value as ImmutableType);
}

/** `#/definitions/x` (draft-07) and `#/$defs/x` both point into the `$defs` this keeps. */
function localRef(ref: string): string | undefined {
  const match = /^#\/(?:\$defs|definitions)\/([^/]+)$/.exec(ref);
  return match ? `#/$defs/${match[1]}` : undefined;
}

function definitions(schema: JsonObject): Record<string, GbnfJsonSchema> | undefined {
  const source = {
    ...(isObject(schema.definitions) ? schema.definitions : {}),
    ...(isObject(schema.$defs) ? schema.$defs : {}),
  };
  const entries = Object.entries(source).map(
    ([name, definition]) => [name, toGbnfJsonSchema(definition)] as const,
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function withDefinitions(converted: GbnfJsonSchema, schema: JsonObject): GbnfJsonSchema {
  const defs = definitions(schema);
  return defs ? ({ ...converted, $defs: defs } as GbnfJsonSchema) : converted;
}

function objectSchema(schema: JsonObject): GbnfJsonSchema {
  const properties = isObject(schema.properties)
    ? Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, toGbnfJsonSchema(value)]),
      )
    : undefined;
  const additional = schema.additionalProperties;
  return {
    type: "object",
    ...(properties ? { properties } : {}),
    // JSON schema allows extra properties unless told otherwise; a model that adds some only costs
    // tokens, so extras are allowed only when the schema says which.
    ...(isObject(additional) ? { additionalProperties: toGbnfJsonSchema(additional) } : {}),
    ...(additional === true || (!properties && additional === undefined)
      ? { additionalProperties: true }
      : {}),
  };
}

function arraySchema(schema: JsonObject): GbnfJsonSchema {
  return {
    type: "array",
    items: schema.items === undefined ? anyJson : toGbnfJsonSchema(schema.items),
    ...(Array.isArray(schema.prefixItems) ? { prefixItems: schema.prefixItems.map(toGbnfJsonSchema) } : {}),
    ...(typeof schema.minItems === "number" ? { minItems: schema.minItems } : {}),
    ...(typeof schema.maxItems === "number" ? { maxItems: schema.maxItems } : {}),
  };
}

function stringSchema(schema: JsonObject): GbnfJsonSchema {
  if (dateFormats.includes(schema.format as (typeof dateFormats)[number])) {
    return { type: "string", format: schema.format as (typeof dateFormats)[number] };
  }
  return {
    type: "string",
    ...(typeof schema.minLength === "number" ? { minLength: schema.minLength } : {}),
    ...(typeof schema.maxLength === "number" ? { maxLength: schema.maxLength } : {}),
  };
}

function typedSchema(schema: JsonObject, type: string): GbnfJsonSchema {
  if (type === "object") return objectSchema(schema);
  if (type === "array") return arraySchema(schema);
  if (type === "string") return stringSchema(schema);
  return isImmutableType(type) ? { type } : anyJson;
}

function convert(schema: JsonObject): GbnfJsonSchema {
  if (typeof schema.$ref === "string") {
    const ref = localRef(schema.$ref);
    return ref ? ({ $ref: ref } as GbnfJsonSchema) : anyJson;
  }
  if ("const" in schema && isLiteral(schema.const)) return { const: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.every(isLiteral)) return { enum: schema.enum };
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf;
  if (Array.isArray(alternatives) && alternatives.length > 0)
    return { oneOf: alternatives.map(toGbnfJsonSchema) };
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return toGbnfJsonSchema(schema.allOf[0]);
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type): type is string => typeof type === "string");
    return types.length === 1
      ? typedSchema(schema, types[0]!)
      : { oneOf: types.map((type) => typedSchema(schema, type)) };
  }
  if (typeof schema.type === "string") return typedSchema(schema, schema.type);
  // No type, but object or array keywords say which.
  if (isObject(schema.properties)) return objectSchema(schema);
  if (schema.items !== undefined) return arraySchema(schema);
  return anyJson;
}

export function toGbnfJsonSchema(schema: unknown): GbnfJsonSchema {
  if (!isObject(schema)) return anyJson;
  return withDefinitions(convert(schema), schema);
}
