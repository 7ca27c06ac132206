import { describe, expect, it } from "vitest";
import { proportionalWordTimings } from "./proportional-word-timings.ts";
import { textWords } from "./text-words.ts";

describe("textWords", () => {
  it("takes whitespace-separated tokens without surrounding punctuation, skipping bare punctuation", () => {
    const text = "“Hello,” she said — it's 3/4/2021 (ok)... 😀";
    expect(textWords(text).map((w) => w.text)).toEqual(["Hello", "she", "said", "it's", "3/4/2021", "ok"]);
    for (const word of textWords(text)) expect(text.slice(word.charStart, word.charEnd)).toBe(word.text);
  });

  it("makes every Han or kana character a word", () => {
    expect(textWords("東京へ行く。ok").map((w) => w.text)).toEqual(["東", "京", "へ", "行", "く", "ok"]);
  });
});

describe("proportionalWordTimings", () => {
  it("shares the duration out by word length, in order, filling the audio", () => {
    const words = proportionalWordTimings("a bbb, cccc!", 800);
    expect(words).toEqual([
      { charStart: 0, charEnd: 1, startMs: 0, endMs: 100 },
      { charStart: 2, charEnd: 5, startMs: 100, endMs: 400 },
      { charStart: 7, charEnd: 11, startMs: 400, endMs: 800 },
    ]);
  });
});
