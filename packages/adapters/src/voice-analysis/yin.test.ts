import { describe, expect, it } from "vitest";
import { yinDetector } from "./yin.ts";

const rate = 11_025;
/** 40 ms of a voiced-like tone: a fundamental, its second harmonic and a little noise from a fixed seed. */
function frame(f0: number, seed: number): Float32Array {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
  const samples = new Float32Array(Math.round(0.04 * rate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    samples[i] = Math.sin(2 * Math.PI * f0 * t) + 0.5 * Math.sin(4 * Math.PI * f0 * t + 1) + 0.05 * noise();
  }
  return samples;
}

describe("YIN pitch detection", () => {
  const detect = yinDetector({ sampleRate: rate, threshold: 0.25 });

  it("finds the fundamental of voiced frames across the speech range to within half a percent", () => {
    for (const f0 of [100, 140, 180, 220, 260, 300, 400]) {
      const found = detect(frame(f0, f0));
      expect(found, `${f0} Hz`).not.toBeNull();
      expect(Math.abs(found! - f0) / f0, `${f0} Hz → ${found}`).toBeLessThan(0.005);
    }
  });

  it("calls white noise unvoiced", () => {
    let state = 7;
    const noise = Float32Array.from({ length: 441 }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648 - 0.5;
    });
    expect(detect(noise)).toBeNull();
  });

  it("has no answer for frames too short to hold a lag", () => {
    expect(detect(new Float32Array(8))).toBeNull();
  });
});
