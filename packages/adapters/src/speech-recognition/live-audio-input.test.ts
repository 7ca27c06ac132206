import alawmulaw from "alawmulaw";
import { describe, expect, it } from "vitest";
import { liveAudioInput } from "./live-audio-input.ts";

const tone = (rate: number, seconds: number, hz = 440, amplitude = 8000) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );
const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
const bytesOf = (samples: Int16Array) =>
  new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);

describe("liveAudioInput", () => {
  it("joins PCM chunks split mid-sample and keeps 16 kHz audio as it is", async () => {
    const stream = await liveAudioInput().open({ codec: "pcm", sampleRate: 16_000 }, { sensitivity: 2 });
    const input = tone(16_000, 0.5);
    const bytes = bytesOf(input);
    const out: Int16Array[] = [];
    for (let at = 0; at < bytes.length; at += 333) out.push(stream.push(bytes.slice(at, at + 333)).samples);
    const joined = Int16Array.from(out.flatMap((chunk) => [...chunk]));
    expect(joined).toEqual(input);
    stream.close();
  });

  it("decodes μ-law and resamples 8 kHz to 16 kHz, keeping the level and the length", async () => {
    const stream = await liveAudioInput().open({ codec: "ulaw", sampleRate: 8000 }, { sensitivity: 2 });
    const input = tone(8000, 1);
    const encoded = alawmulaw.mulaw.encode(input);
    let total = 0;
    const parts: Int16Array[] = [];
    for (let at = 0; at < encoded.length; at += 800) {
      const { samples } = stream.push(encoded.slice(at, at + 800));
      parts.push(samples);
      total += samples.length;
    }
    // The resampler holds back its filter delay (a few samples) until the stream ends.
    expect(total).toBeGreaterThan(15_900);
    expect(total).toBeLessThanOrEqual(16_000);
    const middle = Int16Array.from(parts.flatMap((part) => [...part])).slice(2000, 14_000);
    expect(rms(middle) / rms(input)).toBeCloseTo(1, 1);
    stream.close();
  });

  it("tells a frame of silence from a frame of sound, one decision per 30 ms", async () => {
    const stream = await liveAudioInput().open({ codec: "pcm", sampleRate: 16_000 }, { sensitivity: 0 });
    const quiet = stream.push(bytesOf(new Int16Array(16_000 * 0.3)));
    expect(quiet.voicedFrames).toEqual(new Array(10).fill(false));
    // A voiced-like signal: a buzz of harmonics, the way WebRTC's VAD hears speech.
    const buzz = Int16Array.from({ length: 16_000 * 0.6 }, (_, i) => {
      let value = 0;
      for (let h = 1; h <= 12; h++) value += Math.sin((2 * Math.PI * 140 * h * i) / 16_000) / h;
      return Math.round(6000 * value);
    });
    const loud = stream.push(bytesOf(buzz));
    expect(loud.voicedFrames).toHaveLength(20);
    expect(loud.voicedFrames.filter(Boolean).length).toBeGreaterThan(10);
    stream.close();
  });
});
