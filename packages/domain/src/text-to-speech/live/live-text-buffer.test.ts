import { liveGenerationMaximumCharacters } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { LiveTextBuffer, type TriggerKind } from "./live-text-buffer.ts";

/** Everything `take` gives under `trigger` until it gives nothing. */
function takeAll(buffer: LiveTextBuffer, trigger: TriggerKind): string[] {
  const pieces: string[] = [];
  for (let piece = buffer.take(trigger); piece; piece = buffer.take(trigger)) pieces.push(piece);
  return pieces;
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("LiveTextBuffer", () => {
  it("waits for the schedule's first length, then cuts after the last whole word", () => {
    const buffer = new LiveTextBuffer({ chunkLengthSchedule: [60, 80], autoMode: false });
    buffer.append("Hello there, this is a test ");
    expect(buffer.take("schedule")).toBeUndefined();
    buffer.append("of the generation schedule that keeps going onw");
    const first = buffer.take("schedule");
    expect(first).toBe("Hello there, this is a test of the generation schedule that keeps going ");
    expect(buffer.pending).toBe("onw");
  });

  it("moves along the schedule and repeats its last length", () => {
    const buffer = new LiveTextBuffer({ chunkLengthSchedule: [50, 100], autoMode: false });
    const sizes: number[] = [];
    for (let i = 0; i < 60; i++) {
      buffer.append("abcdefghi ");
      const taken = buffer.take("schedule");
      if (taken) sizes.push(taken.length);
    }
    expect(sizes).toEqual([50, 100, 100, 100, 100, 100]);
  });

  it("try_trigger_generation needs the minimum of 50 characters; flush takes everything", () => {
    const buffer = new LiveTextBuffer({ chunkLengthSchedule: [200], autoMode: false });
    buffer.append("Short text. ");
    expect(buffer.take("try_trigger")).toBeUndefined();
    buffer.append(`${words(8)} `);
    expect(buffer.take("try_trigger")).toContain("Short text.");
    buffer.append("tail without space");
    expect(buffer.take("flush")).toBe("tail without space");
    expect(buffer.pending).toBe("");
  });

  it("auto mode speaks each complete sentence at once and keeps the unfinished one", () => {
    const buffer = new LiveTextBuffer({ chunkLengthSchedule: [120], autoMode: true });
    buffer.append("Hi. How are");
    expect(buffer.take("schedule")).toBe("Hi. ");
    expect(buffer.take("schedule")).toBeUndefined();
    buffer.append(' you? "Fine!" she said and');
    expect(buffer.take("schedule")).toBe('How are you? "Fine!" ');
    expect(buffer.pending).toBe("she said and");
  });

  it("never returns whitespace alone and discards on request", () => {
    const buffer = new LiveTextBuffer({ chunkLengthSchedule: [50], autoMode: false });
    buffer.append("   ");
    expect(buffer.take("flush")).toBeUndefined();
    buffer.append("some words ");
    buffer.discard();
    expect(buffer.take("flush")).toBeUndefined();
  });

  it.each([
    ["without a space (schedule)", false, "x".repeat(40_000), "schedule"],
    ["of words (flush)", false, `${words(6_000)} `, "flush"],
    ["of sentences (auto mode)", true, "One more sentence here. ".repeat(2_000), "schedule"],
  ] as const)(
    "never makes a generation longer than a request may be: 40,000 characters %s",
    (_name, autoMode, text, trigger) => {
      // Issue 15: a socket could pile up any amount of text and have it normalized and spoken in one go.
      const buffer = new LiveTextBuffer({ chunkLengthSchedule: [120], autoMode });
      buffer.append(text);
      const pieces = [...takeAll(buffer, trigger as TriggerKind), ...takeAll(buffer, "flush")];
      expect(pieces.length).toBeGreaterThan(1);
      for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(liveGenerationMaximumCharacters);
      // Nothing lost, nothing spoken twice.
      expect(pieces.join("") + buffer.pending).toBe(text);
    },
  );

  it("cuts an over-long buffer after its last word within the limit, and never inside a surrogate pair", () => {
    const buffer = new LiveTextBuffer({ chunkLengthSchedule: [120], autoMode: false });
    const emoji = "😀".repeat(liveGenerationMaximumCharacters);
    buffer.append(emoji);
    const first = buffer.take("schedule")!;
    expect(first.length).toBe(liveGenerationMaximumCharacters);
    expect(first.endsWith("😀")).toBe(true);
  });
});
