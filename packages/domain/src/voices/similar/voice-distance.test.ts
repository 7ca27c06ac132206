import { describe, expect, it } from "vitest";
import { nearestVoices, type VoiceFigures, voiceDistance } from "./voice-distance.ts";

const voice = (
  f0MedianHz: number,
  spectralCentroidHz = 1500,
  speakingRate = 4,
  f0RangeSemitones = 4,
): VoiceFigures => ({
  f0MedianHz,
  spectralCentroidHz,
  speakingRate,
  f0RangeSemitones,
});

describe("voice distance", () => {
  it("is 0 for the same figures, symmetric, and about 1 when every figure is one step off", () => {
    expect(voiceDistance(voice(200), voice(200))).toBe(0);
    expect(voiceDistance(voice(100), voice(200))).toBeCloseTo(voiceDistance(voice(200), voice(100)), 10);
    const oneStep = voice(200 * 2 ** (3 / 12), 1500 * 1.25, 4 * 1.25, 7);
    expect(voiceDistance(voice(200), oneStep)).toBeCloseTo(1, 10);
  });

  it("weighs pitch and timbre above rate and range", () => {
    const pitchStep = voiceDistance(voice(200), voice(200 * 2 ** (3 / 12)));
    const rateStep = voiceDistance(voice(200), voice(200, 1500, 5));
    expect(pitchStep).toBeGreaterThan(rateStep);
  });

  it("ranks the nearest first, honours top_k and the threshold, and skips figures without a voice", () => {
    const candidates = [
      { item: "low", figures: voice(100) },
      { item: "silent", figures: voice(0) },
      { item: "near", figures: voice(190) },
      { item: "same", figures: voice(200) },
    ];
    const sample = voice(200);
    expect(nearestVoices(sample, candidates, { topK: 10 }).map((r) => r.item)).toEqual([
      "same",
      "near",
      "low",
    ]);
    expect(nearestVoices(sample, candidates, { topK: 1 }).map((r) => r.item)).toEqual(["same"]);
    expect(nearestVoices(sample, candidates, { topK: 10, threshold: 0.5 }).map((r) => r.item)).toEqual([
      "same",
      "near",
    ]);
  });
});
