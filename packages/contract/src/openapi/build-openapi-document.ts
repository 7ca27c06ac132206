import { z } from "zod";
import { BusinessErrorBodySchema, ValidationErrorBodySchema } from "../errors/error-bodies.ts";
import type { BinaryResponse, OperationDefinition } from "../operation.ts";
import { allOperations } from "../operations/index.ts";

type JsonSchema = Record<string, unknown>;

function isBinary(response: z.ZodType | BinaryResponse): response is BinaryResponse {
  return "binary" in response;
}

/**
 * Converts one zod schema to JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Schemas that
 * carry a `meta({ id })` come back in `$defs`; they are hoisted into `components.schemas` so
 * each named shape appears once.
 */
function toSchema(
  schema: z.ZodType,
  io: "input" | "output",
  components: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  for (const [id, def] of Object.entries(defs)) components[id] = rewriteRefs(def) as JsonSchema;
  return rewriteRefs(json) as JsonSchema;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        key === "$ref" && typeof inner === "string"
          ? inner.replace("#/$defs/", "#/components/schemas/")
          : rewriteRefs(inner);
    }
    return out;
  }
  return value;
}

function parameters(
  location: "path" | "query",
  schema: z.ZodObject | undefined,
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, "input", components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

/** A multipart body: its text fields plus each file field as a list of binary parts. */
function formSchema(
  form: NonNullable<NonNullable<OperationDefinition["request"]>["form"]>,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const fields = toSchema(form.fields, "input", components);
  const files = Object.fromEntries(
    form.files.map((name) => [name, { type: "array", items: { type: "string", format: "binary" } }]),
  );
  return { ...fields, properties: { ...((fields.properties ?? {}) as JsonSchema), ...files } };
}

function security(operation: OperationDefinition): JsonSchema[] {
  switch (operation.auth.kind) {
    case "public":
      return [];
    case "session":
      return [{ BearerAuth: [] }];
    case "any":
      return [{ ApiKeyAuth: [] }, { BearerAuth: [] }];
  }
}

function buildOperation(operation: OperationDefinition, components: Record<string, JsonSchema>): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = isBinary(response)
      ? {
          description: response.description,
          content: { [response.contentType]: { schema: { type: "string", format: "binary" } } },
        }
      : {
          description: "Successful response",
          content: { "application/json": { schema: toSchema(response, "output", components) } },
        };
  }
  responses["422"] = {
    description: "Validation error",
    content: { "application/json": { schema: { $ref: "#/components/schemas/HTTPValidationError" } } },
  };
  if (operation.auth.kind !== "public") {
    responses["401"] = {
      description: "Missing or invalid credentials (`invalid_api_key`, `unauthorized`)",
      content: { "application/json": { schema: { $ref: "#/components/schemas/BusinessError" } } },
    };
  }
  if (operation.errors?.length) {
    responses.default = {
      description: `Business errors: ${operation.errors.map((e) => `\`${e}\``).join(", ")}`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/BusinessError" } } },
    };
  }
  const body = operation.request?.body;
  const form = operation.request?.form;
  const permission =
    operation.auth.kind === "any" ? `\n\nAPI key permission: \`${operation.auth.permission}\`.` : "";
  const tokenType = operation.auth.kind === "any" ? operation.auth.singleUseToken : undefined;
  const singleUseToken = tokenType
    ? [
        {
          name: "token",
          in: "query",
          required: false,
          description: `A single-use \`${tokenType}\` token (POST /v1/single-use-token/${tokenType}) instead of an API key; used up by this call.`,
          schema: { type: "string" },
        },
      ]
    : [];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: (operation.description ?? "") + permission,
    tags: [operation.tag],
    parameters: [
      ...parameters("path", operation.request?.params, components),
      ...parameters("query", operation.request?.query, components),
      ...singleUseToken,
    ],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(body, "input", components) } },
          },
        }
      : {}),
    ...(form
      ? {
          requestBody: {
            required: true,
            content: { "multipart/form-data": { schema: formSchema(form, components) } },
          },
        }
      : {}),
    responses,
    security: security(operation),
  };
}

/** The OpenAPI 3.1 document of the whole contract. Deterministic, so the committed copy can be diffed. */
export function buildOpenApiDocument(operations: readonly OperationDefinition[] = allOperations): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  toSchema(ValidationErrorBodySchema, "output", components);
  toSchema(BusinessErrorBodySchema, "output", components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = buildOperation(operation, components);
  }
  const sortedComponents = Object.fromEntries(
    Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Chorus API",
      version: "1.0.0",
      description:
        "The Chorus HTTP API. Operations named after an ElevenLabs SDK call are wire-compatible with it: point the official SDK's `baseUrl` at this server. Operations named `chorus.*` are Chorus's own (the web app uses them).",
    },
    paths,
    components: {
      schemas: sortedComponents,
      securitySchemes: {
        ApiKeyAuth: { type: "apiKey", in: "header", name: "xi-api-key" },
        BearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      },
    },
  };
}
