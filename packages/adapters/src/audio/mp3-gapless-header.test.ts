import { describe, expect, it } from "vitest";
import { createMp3Encoder, lameEncoderDelay } from "./mp3-encoder.ts";
import { decodeWithFfmpeg, ffprobe } from "./testing/ffprobe.ts";
import { sine } from "./testing/synthetic-speech.ts";

/** ffmpeg's mp3 decoder starts its output this many samples late (it adds them to the tag's delay). */
const decoderDelay = 529;

/** Every mp3 output format's rate and bitrate (32 kbps frames are too small for the seek table). */
const formats = [
  [22050, 32],
  [24000, 48],
  [44100, 32],
  [44100, 64],
  [44100, 128],
  [44100, 192],
  [48000, 96],
] as const;

async function encode(samples: Int16Array, rate: number, kbps: number, wholeFile: boolean) {
  const encoder = await createMp3Encoder(rate, kbps, { wholeFile });
  // In uneven pieces, as synthesis delivers them.
  const parts: Uint8Array[] = [];
  for (let at = 0; at < samples.length; at += 7919) parts.push(encoder.push(samples.subarray(at, at + 7919)));
  parts.push(encoder.finish());
  return Buffer.concat(parts);
}

function impulse(length: number, at: number): Int16Array {
  const samples = new Int16Array(length);
  samples[at] = 30000;
  return samples;
}

function loudestIndex(samples: Int16Array): number {
  let best = 0;
  for (let i = 1; i < samples.length; i++) if (Math.abs(samples[i]!) > Math.abs(samples[best]!)) best = i;
  return best;
}

describe("mp3 gapless header", () => {
  it.each(formats)(
    "LAME primes %i Hz / %i kbps with exactly lameEncoderDelay samples",
    async (rate, kbps) => {
      const at = 5000;
      const streamed = await encode(impulse(rate, at), rate, kbps, false);
      const decoded = await decodeWithFfmpeg(streamed, rate);
      expect(loudestIndex(decoded)).toBe(at + lameEncoderDelay + decoderDelay);
      // Headerless, the file is longer than its audio: the reason for the header.
      expect(decoded.length).toBeGreaterThan(rate + lameEncoderDelay);
    },
  );

  it.each(formats)(
    "a whole %i Hz / %i kbps file decodes to exactly its samples, in place",
    async (rate, kbps) => {
      for (const length of [Math.round(rate * 1.5), 12_345]) {
        const at = Math.floor(length / 3);
        const whole = await encode(impulse(length, at), rate, kbps, true);
        const decoded = await decodeWithFfmpeg(whole, rate);
        expect(decoded.length).toBe(length);
        expect(loudestIndex(decoded)).toBe(at);
      }
    },
  );

  it.each(formats)("a %i Hz / %i kbps tone keeps its length and level", async (rate, kbps) => {
    const tone = sine(2, rate, 440);
    const whole = await encode(tone, rate, kbps, true);
    const decoded = await decodeWithFfmpeg(whole, rate);
    expect(decoded.length).toBe(tone.length);
    // The audio lines up with the input: their difference is far quieter than the tone.
    let signal = 0;
    let error = 0;
    for (let i = 0; i < tone.length; i++) {
      signal += tone[i]! ** 2;
      error += (tone[i]! - decoded[i]!) ** 2;
    }
    expect(error / signal).toBeLessThan(0.05);
    // Still a plain mp3 stream to a reader that looks no further than the frame headers.
    const probe = await ffprobe(whole);
    expect(probe.stream.codec_name).toBe("mp3");
    expect(Number(probe.stream.sample_rate)).toBe(rate);
    expect(Number(probe.stream.bit_rate)).toBe(kbps * 1000);
    // ffmpeg names the encoder only when the LAME tag's CRC matches the frame.
    expect(probe.stream.tags?.encoder).toBe("LAME3.100");
  });
});
