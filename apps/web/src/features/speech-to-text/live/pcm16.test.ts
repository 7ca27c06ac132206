import { describe, expect, it } from "vitest";
import { meterLevel, Pcm16Chunker, Pcm16Downsampler, pcm16ToBase64 } from "./pcm16.ts";

function sine(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(rate * seconds));
  for (let index = 0; index < samples.length; index++) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / rate);
  }
  return samples;
}

function rms(samples: ArrayLike<number>, scale = 1): number {
  let sum = 0;
  for (let index = 0; index < samples.length; index++) sum += (samples[index]! / scale) ** 2;
  return Math.sqrt(sum / samples.length);
}

/** Sign changes: twice the frequency per second of a pure tone. */
function zeroCrossings(samples: Int16Array): number {
  let count = 0;
  for (let index = 1; index < samples.length; index++) {
    if (samples[index - 1]! < 0 !== samples[index]! < 0) count++;
  }
  return count;
}

describe("Pcm16Downsampler", () => {
  it("turns one second at 48 kHz into one second at 16 kHz with the same tone and loudness", () => {
    const output = new Pcm16Downsampler(48_000).push(sine(440, 48_000, 1));
    expect(output).toHaveLength(16_000);
    expect(zeroCrossings(output)).toBeGreaterThanOrEqual(878);
    expect(zeroCrossings(output)).toBeLessThanOrEqual(882);
    expect(rms(output, 0x7fff)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it("gives the same samples whether 44.1 kHz audio comes whole or in blocks of any size", () => {
    const input = sine(300, 44_100, 2);
    const whole = new Pcm16Downsampler(44_100).push(input);
    const streamed = new Pcm16Downsampler(44_100);
    const pieces: Int16Array[] = [];
    const sizes = [4096, 1000, 7, 2048, 1, 333];
    for (let at = 0, turn = 0; at < input.length; turn++) {
      const size = sizes[turn % sizes.length]!;
      pieces.push(streamed.push(input.subarray(at, at + size)));
      at += size;
    }
    const joined = Int16Array.from(pieces.flatMap((piece) => Array.from(piece)));
    expect(joined).toEqual(whole);
    // 2 s at 44.1 kHz is 32,000 samples at 16 kHz (the last one may wait for the next block).
    expect(Math.abs(joined.length - 32_000)).toBeLessThanOrEqual(1);
  });

  it("damps tones above 8 kHz instead of folding them into the speech band", () => {
    const output = new Pcm16Downsampler(48_000).push(sine(12_000, 48_000, 0.5));
    expect(rms(output, 0x7fff)).toBeLessThan(0.5 * (0.5 / Math.SQRT2));
  });

  it("clips samples outside [-1, 1] to the PCM16 extremes", () => {
    const output = new Pcm16Downsampler(16_000).push(Float32Array.from([2, -2, 1, -1, 0]));
    expect(Array.from(output)).toEqual([32767, -32768, 32767, -32768, 0]);
  });
});

describe("pcm16ToBase64", () => {
  it("encodes samples as little-endian 16-bit bytes", () => {
    const encoded = pcm16ToBase64(Int16Array.from([0, 1, -1, 32767, -32768]));
    expect(Array.from(Buffer.from(encoded, "base64"))).toEqual([0, 0, 1, 0, 255, 255, 255, 127, 0, 128]);
  });

  it("round-trips a long chunk", () => {
    const samples = new Pcm16Downsampler(48_000).push(sine(200, 48_000, 3));
    const bytes = Buffer.from(pcm16ToBase64(samples), "base64");
    expect(new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2)).toEqual(samples);
  });
});

describe("Pcm16Chunker", () => {
  it("hands out 200 ms chunks in order and the rest at flush", () => {
    const chunker = new Pcm16Chunker();
    const counting = Int16Array.from({ length: 8000 }, (_, index) => index);
    const chunks = [
      ...chunker.push(counting.subarray(0, 1234)),
      ...chunker.push(counting.subarray(1234, 5000)),
      ...chunker.push(counting.subarray(5000)),
    ];
    expect(chunks.map((chunk) => chunk.length)).toEqual([3200, 3200]);
    const rest = chunker.flush();
    expect(rest).toHaveLength(1600);
    expect(Array.from([...chunks, rest!].flatMap((chunk) => Array.from(chunk)))).toEqual(
      Array.from(counting),
    );
    expect(chunker.flush()).toBeNull();
  });
});

describe("meterLevel", () => {
  it("is 0 for silence and fills up for loud speech", () => {
    expect(meterLevel(new Float32Array(1024))).toBe(0);
    expect(meterLevel(sine(200, 48_000, 0.05, 0.1))).toBeCloseTo((0.1 / Math.SQRT2) * 3, 2);
    expect(meterLevel(sine(200, 48_000, 0.05, 0.9))).toBe(1);
  });
});
