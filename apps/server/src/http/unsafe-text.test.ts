import { describe, expect, it } from "vitest";
import { findUnsafeText, isUnsafeText } from "./unsafe-text.ts";

describe("unsafe text", () => {
  it("is a NUL or half of a surrogate pair; whole pairs and other controls are fine", () => {
    expect(isUnsafeText("a\u0000b")).toBe(true);
    expect(isUnsafeText("a\ud800b")).toBe(true);
    expect(isUnsafeText("a\udc00")).toBe(true);
    expect(isUnsafeText("\udc00\ud800")).toBe(true);
    expect(isUnsafeText("smile 😀, tab\t, bell\u0007, é")).toBe(false);
  });

  it("is found at its location in a JSON value, keys reported at their object", () => {
    expect(findUnsafeText({ a: [1, { b: "x\u0000" }] }, ["body"])).toEqual(["body", "a", 1, "b"]);
    expect(findUnsafeText({ a: { "k\ud800": 1 } }, ["body"])).toEqual(["body", "a"]);
    expect(findUnsafeText({ a: ["fine", 2, null, true] }, ["body"])).toBeUndefined();
    expect(findUnsafeText(undefined, ["query"])).toBeUndefined();
  });

  it("walks JSON nested a million deep without overflowing the stack", () => {
    const depth = 1_000_000;
    const deep = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`);
    const location = findUnsafeText(deep, ["body"]);
    expect(location).toHaveLength(depth + 1);
  });
});
