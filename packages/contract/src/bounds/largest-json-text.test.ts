import { describe, expect, it } from "vitest";
import { z } from "zod";
import { boundedRecord, jsonObjectOfAtMost, unreadValue } from "./bounded-values.ts";
import { largestJsonText } from "./largest-json-text.ts";

/** The longest JSON a client can write for a value: every character as a `\uXXXX` escape. */
const escapedJson = (value: unknown): string =>
  JSON.stringify(value).replace(/"((?:[^"\\]|\\.)*)"/g, (_, inner: string) => {
    const text = JSON.parse(`"${inner}"`) as string;
    return `"${[...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"`;
  });

describe("the largest JSON text a schema lets through", () => {
  it("is at least the longest way to write the largest valid value", () => {
    const schema = z.object({
      name: z.string().max(20),
      tags: z.array(z.string().max(5)).max(3),
      kind: z.enum(["short", "much-longer"]),
      age: z.number().int().nullish(),
      fixed: z.literal("yes"),
      labels: boundedRecord(z.string().max(4), z.boolean(), 2),
    });
    const largest = {
      name: "n".repeat(20),
      tags: ["ttttt", "ttttt", "ttttt"],
      kind: "much-longer",
      age: -1234567890123456,
      fixed: "yes",
      labels: { abcd: false, efgh: false },
    };
    expect(schema.safeParse(largest).success).toBe(true);
    const bound = largestJsonText(schema);
    expect(escapedJson(largest).length).toBeLessThanOrEqual(bound);
    // Not a blanket: within a small factor of that value.
    expect(bound).toBeLessThan(3 * escapedJson(largest).length);
  });

  it("is Infinity where nothing fixes the size, and follows a measured JSON object", () => {
    expect(largestJsonText(z.object({ effects: boundedRecord(z.string().max(9), unreadValue(), 2) }))).toBe(
      Infinity,
    );
    expect(largestJsonText(z.array(z.number()))).toBe(Infinity);
    expect(largestJsonText(z.string())).toBe(Infinity);
    expect(largestJsonText(jsonObjectOfAtMost(100, "too large"))).toBe(600);
  });

  it("takes the larger side of a union and the client's side of a transform", () => {
    expect(largestJsonText(z.union([z.string().max(1), z.string().max(10)]))).toBe(62);
    expect(
      largestJsonText(
        z
          .string()
          .max(3)
          .transform((text) => text.repeat(1000)),
      ),
    ).toBe(20);
  });
});
