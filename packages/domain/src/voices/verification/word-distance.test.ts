import { describe, expect, it } from "vitest";
import { comparableWords, wordDistance } from "./word-distance.ts";

describe("word distance", () => {
  it("counts word insertions, deletions and substitutions", () => {
    const words = comparableWords("The quick brown fox jumps.");
    expect(words).toEqual(["the", "quick", "brown", "fox", "jumps"]);
    expect(wordDistance(words, words)).toBe(0);
    expect(wordDistance(words, ["the", "quick", "fox", "jumps"])).toBe(1);
    expect(wordDistance(words, ["a", "the", "quick", "brown", "fox", "jumps"])).toBe(1);
    expect(wordDistance(words, ["the", "slow", "brown", "cat", "jumps"])).toBe(2);
    expect(wordDistance(words, [])).toBe(5);
    expect(wordDistance([], ["a", "b"])).toBe(2);
  });
});
