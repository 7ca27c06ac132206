import { describe, expect, it } from "vitest";
import { createResampler } from "./resampler.ts";
import { sine, syntheticSpeech, zeroCrossingFrequency } from "./testing/synthetic-speech.ts";

async function resampleInChunks(samples: Int16Array, from: number, to: number, chunkSizes: number[]) {
  const resampler = await createResampler(from, to);
  const parts: Int16Array[] = [];
  try {
    let at = 0;
    for (let i = 0; at < samples.length; i++) {
      const size = chunkSizes[i % chunkSizes.length]!;
      parts.push(resampler.process(samples.subarray(at, at + size)));
      at += size;
    }
    parts.push(resampler.flush());
  } finally {
    resampler.dispose();
  }
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe("createResampler", () => {
  const rates = [8000, 16000, 24000, 44100, 48000];

  it.each(rates)(
    "22050 → %i Hz gives exactly round(n × ratio) samples, whatever the chunking",
    async (to) => {
      const input = syntheticSpeech(1.3, 22050);
      const expected = Math.round((input.length * to) / 22050);
      for (const chunking of [[input.length], [1, 7, 333], [4410], [100_000]]) {
        expect((await resampleInChunks(input, 22050, to, chunking)).length).toBe(expected);
      }
    },
  );

  it.each(rates)("keeps a 440 Hz sine at 440 Hz, in phase with the input (22050 → %i Hz)", async (to) => {
    const output = await resampleInChunks(sine(1, 22050, 440), 22050, to, [1000]);
    expect(zeroCrossingFrequency(output, to)).toBeCloseTo(440, 1);
    // No filter delay at the start: the output matches the ideal sine at the new rate sample for sample.
    let worst = 0;
    for (let i = Math.round(0.1 * to); i < Math.round(0.9 * to); i++) {
      const ideal = 0.5 * 32767 * Math.sin((2 * Math.PI * 440 * i) / to);
      worst = Math.max(worst, Math.abs(output[i]! - ideal));
    }
    expect(worst / (0.5 * 32767)).toBeLessThan(0.02);
  });

  it("gives the same output streamed as in one piece", async () => {
    const input = syntheticSpeech(1, 22050);
    const whole = await resampleInChunks(input, 22050, 16000, [input.length]);
    const streamed = await resampleInChunks(input, 22050, 16000, [17, 1024, 3]);
    expect(streamed).toEqual(whole);
  });

  it("refuses use after dispose and nonsense rates", async () => {
    const resampler = await createResampler(22050, 16000);
    resampler.dispose();
    resampler.dispose(); // idempotent
    expect(() => resampler.process(new Int16Array(10))).toThrow(/after dispose/);
    await expect(createResampler(0, 16000)).rejects.toThrow(/invalid resampling/);
  });
});
