import { describe, expect, it } from "vitest";
import { toGbnfJsonSchema } from "./json-schema-to-gbnf.ts";

describe("toGbnfJsonSchema", () => {
  it("keeps what the grammar generator understands and drops what it does not", () => {
    expect(
      toGbnfJsonSchema({
        type: "object",
        properties: {
          city: { type: "string", minLength: 1, pattern: "^[A-Z]" },
          days: { type: "integer", minimum: 1 },
          unit: { enum: ["c", "f"] },
          when: { type: "string", format: "date" },
          email: { type: "string", format: "email" },
        },
        required: ["city"],
        additionalProperties: false,
      }),
    ).toEqual({
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer" },
        unit: { enum: ["c", "f"] },
        when: { type: "string", format: "date" },
        email: { type: "string" },
      },
    });
  });

  it("turns anyOf and type lists into oneOf, and draft-07 definitions into $defs", () => {
    expect(toGbnfJsonSchema({ anyOf: [{ type: "string" }, { type: "null" }] })).toEqual({
      oneOf: [{ type: "string" }, { type: "null" }],
    });
    expect(toGbnfJsonSchema({ type: ["number", "null"] })).toEqual({
      oneOf: [{ type: "number" }, { type: "null" }],
    });
    expect(
      toGbnfJsonSchema({
        type: "object",
        properties: { item: { $ref: "#/definitions/item" } },
        definitions: { item: { type: "boolean" } },
      }),
    ).toEqual({
      type: "object",
      properties: { item: { $ref: "#/$defs/item" } },
      $defs: { item: { type: "boolean" } },
    });
  });

  it("allows any JSON where the schema does not say (where node-llama-cpp would force null)", () => {
    const any = toGbnfJsonSchema({});
    expect(any).toHaveProperty("oneOf");
    expect(toGbnfJsonSchema({ type: "object" })).toEqual({ type: "object", additionalProperties: true });
    expect(toGbnfJsonSchema({ type: "array" })).toEqual({ type: "array", items: any });
  });
});
