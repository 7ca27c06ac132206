import { describe, expect, it } from "vitest";
import { identityNormalizedText, OffsetMapBuilder } from "./offset-map.ts";

/** "I owe $5 now" → "I owe five dollars now", built by hand. */
function owe() {
  const builder = new OffsetMapBuilder("I owe $5 now");
  builder.copy(6);
  builder.replace(2, "five dollars");
  builder.copy(4);
  return builder.build();
}

describe("offset map", () => {
  it("keeps copied runs 1:1 and maps a spoken phrase to its whole token", () => {
    const map = owe();
    expect(map.text).toBe("I owe five dollars now");
    expect(map.sourceSpans).toEqual([
      { kind: "same", normStart: 0, normEnd: 6, origStart: 0, origEnd: 6 },
      { kind: "spoken", normStart: 6, normEnd: 18, origStart: 6, origEnd: 8 },
      { kind: "same", normStart: 18, normEnd: 22, origStart: 8, origEnd: 12 },
    ]);
    expect(map.toOriginalSpan(2, 5)).toEqual({ start: 2, end: 5 }); // "owe"
    expect(map.toOriginalSpan(6, 10)).toEqual({ start: 6, end: 8 }); // "five" → "$5"
    expect(map.toOriginalSpan(11, 18)).toEqual({ start: 6, end: 8 }); // "dollars" → "$5"
    expect(map.toOriginalSpan(19, 22)).toEqual({ start: 9, end: 12 }); // "now"
    expect(map.toOriginalSpan(2, 22)).toEqual({ start: 2, end: 12 });
  });

  it("clamps out-of-range input and maps empty ranges to a point", () => {
    const map = owe();
    expect(map.toOriginalSpan(-5, 3)).toEqual({ start: 0, end: 3 });
    expect(map.toOriginalSpan(19, 99)).toEqual({ start: 9, end: 12 });
    expect(map.toOriginalSpan(3, 3)).toEqual({ start: 3, end: 3 });
    expect(map.toOriginalSpan(22, 22)).toEqual({ start: 12, end: 12 });
    // A reversed range is empty at its start, which lies inside "five dollars": the token "$5" begins there.
    expect(map.toOriginalSpan(10, 4)).toEqual({ start: 6, end: 6 });
  });

  it("merges adjacent copies and keeps deletions so the original side still tiles", () => {
    const builder = new OffsetMapBuilder("a\u200bbc");
    builder.copy(1);
    builder.replace(1, "");
    builder.copy(1);
    builder.copy(1);
    const map = builder.build();
    expect(map.text).toBe("abc");
    expect(map.sourceSpans.map((segment) => [segment.kind, segment.origStart, segment.origEnd])).toEqual([
      ["same", 0, 1],
      ["spoken", 1, 2],
      ["same", 2, 4],
    ]);
    expect(map.toOriginalSpan(1, 2)).toEqual({ start: 2, end: 3 });
    expect(map.toOriginalSpan(0, 3)).toEqual({ start: 0, end: 4 });
  });

  it("is the identity for untouched text, including the empty text", () => {
    const map = identityNormalizedText("hello");
    expect(map.text).toBe("hello");
    expect(map.toOriginalSpan(1, 4)).toEqual({ start: 1, end: 4 });
    const empty = identityNormalizedText("");
    expect(empty.sourceSpans).toEqual([]);
    expect(empty.toOriginalSpan(0, 0)).toEqual({ start: 0, end: 0 });
  });

  it("answers many lookups quickly (binary search over segments)", () => {
    const builder = new OffsetMapBuilder("x$".repeat(50_000));
    for (let index = 0; index < 50_000; index += 1) {
      builder.copy(1);
      builder.replace(1, "dollars");
    }
    const map = builder.build();
    const started = performance.now();
    for (let index = 0; index < 100_000; index += 1) map.toOriginalSpan(index * 3, index * 3 + 5);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(map.toOriginalSpan(8, 16)).toEqual({ start: 2, end: 4 }); // "x" + "dollars" of the second pair
  });
});
