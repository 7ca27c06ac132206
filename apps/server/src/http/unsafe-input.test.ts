import { messages } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { findUnsafeInput, isUnsafeText, maxJsonDepth } from "./unsafe-input.ts";

const nested = (depth: number, inner: string) =>
  JSON.parse(`${"[".repeat(depth)}${inner}${"]".repeat(depth)}`);

describe("unsafe input", () => {
  it("is a NUL or half of a surrogate pair; whole pairs and other controls are fine", () => {
    expect(isUnsafeText("a\u0000b")).toBe(true);
    expect(isUnsafeText("a\ud800b")).toBe(true);
    expect(isUnsafeText("a\udc00")).toBe(true);
    expect(isUnsafeText("\udc00\ud800")).toBe(true);
    expect(isUnsafeText("smile 😀, tab\t, bell\u0007, é")).toBe(false);
  });

  it("is found at its location in a JSON value, keys reported at their object", () => {
    const text = messages.textNotWellFormed;
    expect(findUnsafeInput({ a: [1, { b: "x\u0000" }] }, ["body"])).toEqual({
      location: ["body", "a", 1, "b"],
      message: text,
    });
    expect(findUnsafeInput({ a: { "k\ud800": 1 } }, ["body"])).toEqual({
      location: ["body", "a"],
      message: text,
    });
    expect(findUnsafeInput({ a: ["fine", 2, null, true] }, ["body"])).toBeUndefined();
    expect(findUnsafeInput(undefined, ["query"])).toBeUndefined();
  });

  it("includes JSON nested deeper than the limit, which JSON.parse accepts a million deep", () => {
    expect(findUnsafeInput({ a: nested(maxJsonDepth - 1, "0") }, ["body"])).toBeUndefined();
    const tooDeep = findUnsafeInput({ a: nested(maxJsonDepth, "0") }, ["body"]);
    expect(tooDeep?.message).toBe(messages.jsonTooDeep(maxJsonDepth));
    expect(tooDeep?.location).toHaveLength(maxJsonDepth + 1);
    // No recursion: a million levels end at the limit, not in a stack overflow.
    expect(findUnsafeInput(nested(1_000_000, '"x"'), ["body"])?.location).toHaveLength(maxJsonDepth + 1);
  });

  it("looks only at depth when the strings are known to be safe", () => {
    expect(findUnsafeInput({ a: ["x\u0000"], "k\ud800": 1 }, ["body"], { checkText: false })).toBeUndefined();
    expect(findUnsafeInput("x\u0000", ["body"], { checkText: false })).toBeUndefined();
    expect(findUnsafeInput({ a: nested(maxJsonDepth, "0") }, ["body"], { checkText: false })?.message).toBe(
      messages.jsonTooDeep(maxJsonDepth),
    );
  });

  it("finds a string at the top or among many in a list, where it is", () => {
    expect(findUnsafeInput("x\u0000", ["query", "q"])?.location).toEqual(["query", "q"]);
    const list = Array.from({ length: 100_000 }, () => "x");
    list[73_421] = "\udc00";
    expect(findUnsafeInput({ a: list }, ["body"])?.location).toEqual(["body", "a", 73_421]);
  });
});
