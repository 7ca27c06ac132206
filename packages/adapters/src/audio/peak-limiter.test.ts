import { describe, expect, it } from "vitest";
import { createPeakLimiter } from "./peak-limiter.ts";

const options = { ceiling: 0.5, lookaheadSamples: 8, releaseCoefficient: 0.99 };

function limitInChunks(signal: Float64Array, size: number): Float64Array {
  const limiter = createPeakLimiter(options);
  const parts: Float64Array[] = [];
  for (let at = 0; at < signal.length; at += size) parts.push(limiter.push(signal.subarray(at, at + size)));
  parts.push(limiter.end());
  const out = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe("createPeakLimiter", () => {
  const signal = Float64Array.from({ length: 3000 }, (_, i) => Math.sin(i / 7) * (i % 500 < 40 ? 1.6 : 0.3));

  it("keeps every sample under the ceiling and leaves quiet stretches far from peaks untouched", () => {
    const out = limitInChunks(signal, signal.length);
    expect(out.length).toBe(signal.length);
    expect(Math.max(...out.map(Math.abs))).toBeLessThanOrEqual(0.5 + 1e-12);
    // Well after a peak (the release has all but recovered), quiet samples pass within 1 %.
    expect(Math.abs(out[480]! / signal[480]! - 1)).toBeLessThan(0.01);
    expect(Math.abs(out[20]! / signal[20]!)).toBeLessThan(0.5);
  });

  it("holds back exactly twice its look-ahead while streaming, and the result does not depend on chunking", () => {
    const limiter = createPeakLimiter(options);
    expect(limiter.push(signal.subarray(0, 100)).length).toBe(100 - 2 * options.lookaheadSamples);
    const reference = limitInChunks(signal, signal.length);
    for (const size of [1, 7, 16, 333]) expect(limitInChunks(signal, size)).toEqual(reference);
  });
});
