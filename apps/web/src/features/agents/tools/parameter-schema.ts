import {
  type JsonSchemaProperty,
  type LiteralJsonSchemaProperty,
  type ObjectJsonSchemaProperty,
  ObjectJsonSchemaPropertySchema,
} from "@chorus/contract";

/** The types the structured editor offers; nested objects and arrays are edited as JSON. */
export const parameterTypes = ["string", "number", "integer", "boolean"] as const;
export type ParameterType = (typeof parameterTypes)[number];

/** One property of a parameters schema as the structured editor shows it. */
export interface ParameterRow {
  /** Stable across edits (React key), never sent. */
  key: string;
  name: string;
  type: ParameterType;
  description: string;
  required: boolean;
  /** What the editor does not show (enum, dynamic_variable …), kept as it was. */
  rest: Omit<LiteralJsonSchemaProperty, "type" | "description">;
}

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

export const emptyRow = (): ParameterRow => ({
  key: newRowKey(),
  name: "",
  type: "string",
  description: "",
  required: false,
  rest: {},
});

const isLiteral = (property: JsonSchemaProperty): property is LiteralJsonSchemaProperty =>
  (parameterTypes as readonly (string | undefined)[]).includes(property.type);

/**
 * The rows of a schema, or null when it nests objects or arrays (the structured editor shows one
 * level; such a schema is edited as JSON).
 */
export function rowsOf(schema: ObjectJsonSchemaProperty | undefined): ParameterRow[] | null {
  const required = new Set(schema?.required ?? []);
  const rows: ParameterRow[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (!isLiteral(property)) return null;
    const { type, description, ...rest } = property;
    rows.push({
      key: newRowKey(),
      name,
      type,
      description: description ?? "",
      required: required.has(name),
      rest,
    });
  }
  return rows;
}

/** The schema the rows describe; undefined for none. */
export function schemaOf(rows: readonly ParameterRow[]): ObjectJsonSchemaProperty | undefined {
  if (rows.length === 0) return undefined;
  const properties: Record<string, JsonSchemaProperty> = {};
  for (const row of rows)
    properties[row.name] = {
      ...row.rest,
      type: row.type,
      ...(row.description ? { description: row.description } : {}),
    };
  const required = rows.filter((row) => row.required).map((row) => row.name);
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}

/** What is wrong with a row's name: empty, a character a model cannot use, or taken by an earlier row. */
export function rowNameProblem(
  rows: readonly ParameterRow[],
  index: number,
): "required" | "invalid" | "duplicate" | null {
  const name = rows[index]!.name;
  if (!name) return "required";
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return "invalid";
  if (rows.slice(0, index).some((row) => row.name === name)) return "duplicate";
  return null;
}

export type SchemaJsonResult =
  | { schema: ObjectJsonSchemaProperty | undefined }
  | {
      error:
        | { kind: "syntax"; line: number; column: number }
        | { kind: "schema"; path: string; message: string };
    };

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/** Where JSON.parse stopped, from its message (engines say "line L column C" or "position N"). */
function syntaxErrorAt(text: string, message: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  return lineAndColumn(text, position ? Number(position[1]) : text.length);
}

/** A schema typed as JSON: empty means none; else it must parse and be a valid parameters schema. */
export function parseSchemaJson(text: string): SchemaJsonResult {
  if (!text.trim()) return { schema: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: { kind: "syntax", ...syntaxErrorAt(text, (error as Error).message) } };
  }
  const parsed = ObjectJsonSchemaPropertySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: { kind: "schema", path: issue.path.join("."), message: issue.message } };
  }
  return { schema: parsed.data as ObjectJsonSchemaProperty };
}

export const schemaJson = (schema: ObjectJsonSchemaProperty | undefined) =>
  schema ? JSON.stringify(schema, null, 2) : "";
