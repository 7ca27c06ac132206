import { describe, expect, it } from "vitest";
import { applyLoudness, rmsDbfs } from "./loudness.ts";

const tone = (amplitude: number) =>
  Int16Array.from({ length: 22_050 }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / 22_050)),
  );

describe("loudness", () => {
  it("sets the RMS to −24 dBFS at 0 and moves it 12 dB per unit", () => {
    expect(rmsDbfs(applyLoudness(tone(3000), 0))).toBeCloseTo(-24, 1);
    expect(rmsDbfs(applyLoudness(tone(20_000), -1))).toBeCloseTo(-36, 1);
    expect(rmsDbfs(applyLoudness(tone(100), 0.5))).toBeCloseTo(-18, 1);
  });

  it("never clips: the gain stops at the peak ceiling", () => {
    // A quiet signal with one click: bringing its RMS to −12 dBFS would push the click past full scale.
    const clicky = tone(300);
    clicky[1000] = 20_000;
    const loud = applyLoudness(clicky, 1);
    expect(Math.max(...loud)).toBeLessThanOrEqual(32767);
    expect(Math.max(...loud)).toBeGreaterThan(31_000);
    expect(rmsDbfs(loud)).toBeLessThan(-12);
  });

  it("leaves silence silent", () => {
    expect(applyLoudness(new Int16Array(100), 1).every((s) => s === 0)).toBe(true);
  });
});
