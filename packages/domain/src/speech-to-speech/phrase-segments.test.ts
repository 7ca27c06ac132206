import { describe, expect, it } from "vitest";
import { groupPhrases } from "./group-phrases.ts";
import { phraseSegments } from "./phrase-segments.ts";
import { voiceShift } from "./shift-toward-voice.ts";

const word = (text: string, start: number, end: number) => ({ text, start, end, confidence: 1 });

describe("groupPhrases", () => {
  it("starts a new phrase after a pause longer than a quarter second", () => {
    const phrases = groupPhrases([word("a", 0, 0.2), word("b", 0.3, 0.5), word("c", 1, 1.2)]);
    expect(phrases.map((phrase) => phrase.map((w) => w.text))).toEqual([["a", "b"], ["c"]]);
  });
});

describe("phraseSegments", () => {
  // "hello world": the engine said hello at 100–400 ms and world at 400–900 ms (rate 1000 Hz for round numbers).
  const chars = [
    { start: 0, end: 5 },
    { start: 6, end: 11 },
  ];
  const timings = [
    { charStart: 0, charEnd: 5, startMs: 100, endMs: 400 },
    { charStart: 6, charEnd: 11, startMs: 400, endMs: 900 },
  ];
  const original = [
    { start: 2000, end: 2500 },
    { start: 2600, end: 3000 },
  ];

  it("lays each word from its start to the next word's start onto the original's", () => {
    expect(phraseSegments(chars, original, timings, 1000, 1000)).toEqual([
      { sourceStart: 100, sourceEnd: 400, targetStart: 2000, targetLength: 600 },
      { sourceStart: 400, sourceEnd: 900, targetStart: 2600, targetLength: 400 },
    ]);
  });

  it("stretches the whole phrase when a word has no timing", () => {
    expect(phraseSegments(chars, original, timings.slice(0, 1), 1000, 1000)).toEqual([
      { sourceStart: 100, sourceEnd: 1000, targetStart: 2000, targetLength: 1000 },
    ]);
  });
});

describe("voiceShift", () => {
  const features = (f0MedianHz: number, spectralCentroidHz: number) => ({
    f0MedianHz,
    spectralCentroidHz,
    f0RangeSemitones: 4,
    speakingRate: 4,
    voicedSeconds: 3,
    durationSeconds: 4,
  });

  it("moves pitch by the F0 ratio and formants by less, within limits", () => {
    const shift = voiceShift(features(110, 1500), features(190, 1800));
    expect(shift.pitch).toBeCloseTo(190 / 110, 5);
    expect(shift.formant).toBeGreaterThan(1);
    expect(shift.formant).toBeLessThan(shift.pitch);
    expect(voiceShift(features(60, 1500), features(400, 1500)).pitch).toBe(2);
  });

  it("leaves a recording without voiced frames alone", () => {
    expect(voiceShift(features(0, 0), features(190, 1800))).toEqual({ pitch: 1, formant: 1 });
  });
});
