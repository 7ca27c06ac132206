import { describe, expect, it } from "vitest";
import { assembleWords, spreadCharacters, transcriptText } from "./assemble-words.ts";
import { speakerAssigner } from "./assign-speakers.ts";

const heard = [
  { text: "hello", start: 0.1, end: 0.5, confidence: 1 },
  { text: "there", start: 0.7, end: 1.0, confidence: 0.5 },
];

describe("assembleWords", () => {
  it("puts a spacing between words that spans the pause, and logs the confidence", () => {
    const words = assembleWords(heard, "word");
    expect(words).toEqual([
      { text: "hello", start: 0.1, end: 0.5, type: "word", logprob: 0 },
      { text: " ", start: 0.5, end: 0.7, type: "spacing", logprob: 0 },
      { text: "there", start: 0.7, end: 1, type: "word", logprob: Math.log(0.5) },
    ]);
    expect(transcriptText(words)).toBe("hello there");
  });

  it("has no times with granularity none, and characters with granularity character", () => {
    expect(assembleWords(heard, "none").every((w) => w.start === null && w.end === null)).toBe(true);
    const characters = assembleWords(heard, "character")[0]!.characters!;
    expect(characters.map((c) => c.text).join("")).toBe("hello");
    expect(characters[0]!.start).toBe(0.1);
    expect(characters.at(-1)!.end).toBe(0.5);
  });

  it("gives a zero confidence a finite logprob and never overlaps a spacing backwards", () => {
    const words = assembleWords(
      [
        { text: "a", start: 0, end: 0.5, confidence: 0 },
        { text: "b", start: 0.4, end: 0.6, confidence: 1 },
      ],
      "word",
    );
    expect(Number.isFinite(words[0]!.logprob)).toBe(true);
    expect(words[1]!.end).toBeGreaterThanOrEqual(words[1]!.start!);
  });

  it("assigns each word and its following spacing a speaker", () => {
    const speakerOf = speakerAssigner([
      { speakerId: "speaker_0", durationSeconds: 0.5, utterances: [{ start: 0, end: 0.55 }] },
      { speakerId: "speaker_1", durationSeconds: 1, utterances: [{ start: 0.65, end: 2 }] },
    ]);
    const words = assembleWords(heard, "word", speakerOf);
    expect(words.map((w) => w.speakerId)).toEqual(["speaker_0", "speaker_0", "speaker_1"]);
  });

  it("spreads a word's time evenly over its characters", () => {
    expect(spreadCharacters("abcd", 1, 2).map((c) => [c.start, c.end])).toEqual([
      [1, 1.25],
      [1.25, 1.5],
      [1.5, 1.75],
      [1.75, 2],
    ]);
  });
});
