import { describe, expect, it } from "vitest";
import {
  emptyRow,
  lineAndColumn,
  parseSchemaJson,
  rowNameProblem,
  rowsOf,
  schemaOf,
} from "./parameter-schema.ts";

describe("parameters schema editing", () => {
  it("turns a one-level schema into rows and back, keeping what the editor does not show", () => {
    const schema = {
      type: "object" as const,
      properties: {
        city: { type: "string" as const, description: "The city", enum: ["Paris", "Rome"] },
        days: { type: "integer" as const },
      },
      required: ["city"],
    };
    const rows = rowsOf(schema)!;
    expect(
      rows.map(({ name, type, description, required }) => ({ name, type, description, required })),
    ).toEqual([
      { name: "city", type: "string", description: "The city", required: true },
      { name: "days", type: "integer", description: "", required: false },
    ]);
    expect(schemaOf(rows)).toEqual(schema);
    expect(schemaOf([])).toBeUndefined();
    expect(rowsOf(undefined)).toEqual([]);
  });

  it("leaves nested schemas to the JSON editor", () => {
    expect(
      rowsOf({ type: "object", properties: { items: { type: "array", items: { type: "string" } } } }),
    ).toBeNull();
  });

  it("names the problem of a row's name", () => {
    const rows = [
      { ...emptyRow(), name: "city" },
      { ...emptyRow(), name: "city" },
      { ...emptyRow(), name: "has space" },
      emptyRow(),
    ];
    expect(rows.map((_, index) => rowNameProblem(rows, index))).toEqual([
      null,
      "duplicate",
      "invalid",
      "required",
    ]);
  });

  it("reports JSON syntax errors by line and column, and schema errors by path", () => {
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    const broken = parseSchemaJson('{\n  "type": "object",\n  "properties": {,}\n}');
    expect(broken).toEqual({ error: { kind: "syntax", line: 3, column: 18 } });
    expect(parseSchemaJson('{"type": "object"')).toMatchObject({ error: { kind: "syntax", line: 1 } });
    expect(
      parseSchemaJson('{"type":"object","properties":{"a":{"type":"string"}},"required":["b"]}'),
    ).toEqual({
      error: {
        kind: "schema",
        path: "required.0",
        message: "Required parameter b is not among the properties.",
      },
    });
    expect(parseSchemaJson("  ")).toEqual({ schema: undefined });
    expect(parseSchemaJson('{"properties":{"a":{"type":"number"}}}')).toEqual({
      schema: { properties: { a: { type: "number" } } },
    });
  });
});
