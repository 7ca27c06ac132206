import { describe, expect, it } from "vitest";
import { measureLoudness } from "./loudness.ts";
import { sine } from "./testing/synthetic-speech.ts";

describe("measureLoudness", () => {
  it("measures a full-scale sine at -3 dBFS RMS and 0 dBFS peak", () => {
    const loudness = measureLoudness(sine(1, 16000, 1000, 1), 16000);
    expect(loudness.rmsDbfs).toBeCloseTo(-3.01, 1);
    expect(loudness.activeRmsDbfs).toBeCloseTo(-3.01, 1);
    expect(loudness.peakDbfs).toBeCloseTo(0, 2);
  });

  it("leaves pauses out of the active RMS but not out of the plain RMS", () => {
    const half = sine(1, 16000, 300, 0.1);
    const withPause = new Int16Array(half.length * 2);
    withPause.set(half);
    const loudness = measureLoudness(withPause, 16000);
    expect(loudness.activeRmsDbfs).toBeCloseTo(-23.01, 1);
    expect(loudness.rmsDbfs).toBeCloseTo(-26.02, 1);
  });

  it("reads Float32 samples at their face value and silence as -Infinity", () => {
    const float = Float32Array.from(sine(0.5, 8000, 200, 0.5), (x) => x / 32768);
    expect(measureLoudness(float, 8000).peakDbfs).toBeCloseTo(-6.02, 1);
    const silence = measureLoudness(new Int16Array(8000), 8000);
    expect(silence.rmsDbfs).toBe(-Infinity);
    expect(silence.activeRmsDbfs).toBe(-Infinity);
  });
});
