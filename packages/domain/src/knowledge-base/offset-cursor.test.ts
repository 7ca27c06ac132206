import { describe, expect, it } from "vitest";
import { offsetCursor } from "./offset-cursor.ts";

describe("offsetCursor", () => {
  const documents = offsetCursor("kb");
  it("gives back the offset it was made from, and 0 without a cursor", () => {
    expect(documents.offsetOf(documents.of(60))).toBe(60);
    expect(documents.offsetOf(undefined)).toBe(0);
  });
  it("refuses another listing's cursor and one it never gave out", () => {
    expect(() => documents.offsetOf(offsetCursor("chunk").of(20))).toThrow(
      expect.objectContaining({ status: "invalid_request" }),
    );
    expect(() => documents.offsetOf("bm9wZQ")).toThrow(
      expect.objectContaining({ status: "invalid_request" }),
    );
  });
});
