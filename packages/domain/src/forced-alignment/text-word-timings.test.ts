import { forcedAlignmentLimits } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { WordTiming } from "../ports/speech.ts";
import { textWordTimings } from "./text-word-timings.ts";

describe("textWordTimings", () => {
  it("gives each word the time of the events over it, splitting a shared event by length", () => {
    const timings = textWordTimings("from the store", [
      { charStart: 0, charEnd: 8, startMs: 0, endMs: 800 },
      { charStart: 9, charEnd: 14, startMs: 900, endMs: 1400 },
    ]);
    expect(timings).toEqual([
      { charStart: 0, charEnd: 4, startMs: 0, endMs: 400 },
      { charStart: 5, charEnd: 8, startMs: 500, endMs: 800 },
      { charStart: 9, charEnd: 14, startMs: 900, endMs: 1400 },
    ]);
  });

  it("looks at each event a few times, not once per word, at the longest text an alignment takes", () => {
    // Filtering every event for every word read their offsets words × events times (10^8 here).
    const text = "word ".repeat(forcedAlignmentLimits.textCharacters / 5);
    const words = text.length / 5;
    let reads = 0;
    const events: WordTiming[] = Array.from({ length: words }, (_, index) => ({
      get charStart() {
        reads++;
        return index * 5;
      },
      get charEnd() {
        reads++;
        return index * 5 + 4;
      },
      startMs: index * 300,
      endMs: index * 300 + 250,
    }));
    const timings = textWordTimings(text, events);
    expect(timings).toHaveLength(words);
    expect(timings.at(-1)).toMatchObject({ startMs: (words - 1) * 300, endMs: (words - 1) * 300 + 250 });
    expect(reads).toBeLessThan(20 * words);
  });
});
