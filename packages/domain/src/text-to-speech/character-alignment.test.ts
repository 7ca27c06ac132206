import { describe, expect, it } from "vitest";
import { mapTimesToOriginal, timeCharacters } from "./character-alignment.ts";

function expectMonotonicCover(
  times: { startMs: number[]; endMs: number[] },
  length: number,
  durationMs: number,
) {
  expect(times.startMs).toHaveLength(length);
  expect(times.startMs[0]).toBeGreaterThanOrEqual(0);
  expect(times.endMs.at(-1)).toBeCloseTo(durationMs, 6);
  for (let i = 0; i < length; i++) {
    expect(times.endMs[i]!).toBeGreaterThanOrEqual(times.startMs[i]!);
    if (i > 0) expect(times.startMs[i]!).toBeGreaterThanOrEqual(times.endMs[i - 1]! - 1e-9);
  }
}

describe("timeCharacters", () => {
  it("places word characters inside their word's time and gaps between words", () => {
    const text = "Hi there.";
    const times = timeCharacters(
      text.length,
      [
        { charStart: 0, charEnd: 2, startMs: 100, endMs: 300 },
        { charStart: 3, charEnd: 8, startMs: 350, endMs: 800 },
      ],
      1000,
    );
    expectMonotonicCover(times, text.length, 1000);
    // The first character starts when speech does, not during the leading silence.
    expect(times.startMs[0]).toBeCloseTo(100);
    expect(times.startMs[1]).toBeCloseTo(200);
    expect(times.endMs[1]).toBeCloseTo(300);
    expect(times.startMs[3]).toBeCloseTo(350);
    expect(times.endMs[7]).toBeCloseTo(800);
    expect(times.endMs[8]).toBeCloseTo(1000);
  });

  it("survives overlapping, unordered and out-of-range word timings", () => {
    const times = timeCharacters(
      10,
      [
        { charStart: 5, charEnd: 12, startMs: 400, endMs: 2000 },
        { charStart: 0, charEnd: 6, startMs: 500, endMs: 300 },
      ],
      900,
    );
    expectMonotonicCover(times, 10, 900);
  });

  it("spreads evenly when there are no word timings", () => {
    const times = timeCharacters(4, [], 400);
    expect(times.startMs).toEqual([0, 100, 200, 300]);
    expect(times.endMs).toEqual([100, 200, 300, 400]);
  });
});

describe("mapTimesToOriginal", () => {
  it("spreads an expansion's time over the original token", () => {
    // original "$5 ok" → normalized "five dollars ok"
    const normalized = timeCharacters(
      15,
      [
        { charStart: 0, charEnd: 12, startMs: 0, endMs: 1200 },
        { charStart: 13, charEnd: 15, startMs: 1300, endMs: 1500 },
      ],
      1500,
    );
    const spanOf = (i: number) => (i < 12 ? { start: 0, end: 2 } : { start: i - 10, end: i - 9 });
    const original = mapTimesToOriginal(5, normalized, spanOf);
    expectMonotonicCover(original, 5, 1500);
    expect(original.startMs[0]).toBe(0);
    expect(original.endMs[0]).toBeCloseTo(600);
    expect(original.endMs[1]).toBeCloseTo(1200);
    expect(original.startMs[3]).toBeCloseTo(1300);
  });

  it("gives removed characters a zero-length slot instead of a gap in the arrays", () => {
    const normalized = timeCharacters(2, [], 200);
    const original = mapTimesToOriginal(3, normalized, (i) =>
      i === 0 ? { start: 0, end: 1 } : { start: 2, end: 3 },
    );
    expect(original.startMs).toEqual([0, 100, 100]);
    expect(original.endMs).toEqual([100, 100, 200]);
  });
});
