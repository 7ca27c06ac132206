import { describe, expect, it } from "vitest";
import { measureLoudness } from "./loudness.ts";
import { applySpeakerBoost, createSpeakerBoost } from "./speaker-boost.ts";
import { syntheticSpeech } from "./testing/synthetic-speech.ts";

const rate = 22050;

describe("applySpeakerBoost", () => {
  it("raises quiet speech to about -16 dBFS active RMS without crossing -1 dBFS", () => {
    const quiet = syntheticSpeech(4, rate, -40);
    const before = measureLoudness(quiet, rate);
    const after = measureLoudness(applySpeakerBoost(quiet, rate), rate);
    expect(after.rmsDbfs - before.rmsDbfs).toBeGreaterThan(15);
    expect(after.activeRmsDbfs).toBeGreaterThan(-17.5);
    expect(after.activeRmsDbfs).toBeLessThan(-14.5);
    expect(after.peakDbfs).toBeLessThanOrEqual(-1);
  });

  it("holds the -1 dBFS ceiling on loud, clipping input, in Int16 and in Float32", () => {
    const loud = syntheticSpeech(3, rate, -4); // peaks clip at full scale
    expect(measureLoudness(loud, rate).peakDbfs).toBeGreaterThan(-0.1);
    expect(measureLoudness(applySpeakerBoost(loud, rate), rate).peakDbfs).toBeLessThanOrEqual(-1);
    const float = Float32Array.from(loud, (x) => (x / 32768) * 1.5); // beyond full scale
    const boosted = applySpeakerBoost(float, rate);
    expect(boosted).toBeInstanceOf(Float32Array);
    expect(measureLoudness(boosted, rate).peakDbfs).toBeLessThanOrEqual(-1 + 1e-6);
  });

  it("compresses: a passage 20 dB quieter than the rest ends up much closer in level", () => {
    const loudPart = syntheticSpeech(2.5, rate, -14);
    const quietPart = syntheticSpeech(2.5, rate, -34);
    const both = new Int16Array(loudPart.length + quietPart.length);
    both.set(loudPart);
    both.set(quietPart, loudPart.length);
    const boosted = applySpeakerBoost(both, rate);
    const level = (samples: Int16Array) => measureLoudness(samples, rate).activeRmsDbfs;
    const gapAfter = level(boosted.subarray(0, loudPart.length)) - level(boosted.subarray(loudPart.length));
    expect(gapAfter).toBeGreaterThan(5);
    expect(gapAfter).toBeLessThan(12);
  });

  it("is deterministic, keeps the length, and leaves silence alone", () => {
    const speech = syntheticSpeech(2, rate, -30);
    const first = applySpeakerBoost(speech, rate);
    expect(first).toEqual(applySpeakerBoost(speech, rate));
    expect(first.length).toBe(speech.length);
    const hiss = Int16Array.from({ length: 1000 }, (_, i) => (i % 2 ? 1 : -1));
    expect(applySpeakerBoost(hiss, rate)).toEqual(hiss);
    expect(applySpeakerBoost(new Int16Array(0), rate)).toEqual(new Int16Array(0));
  });
});

describe("createSpeakerBoost (streaming)", () => {
  const boostInChunks = (samples: Int16Array, size: number) => {
    const stream = createSpeakerBoost(rate);
    const parts: Int16Array[] = [];
    let firstOutputAfter: number | undefined;
    for (let at = 0; at < samples.length; at += size) {
      const out = stream.push(samples.subarray(at, at + size));
      if (out.length > 0) firstOutputAfter ??= Math.min(samples.length, at + size);
      parts.push(out);
    }
    parts.push(stream.end());
    const joined = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
    }
    return { samples: joined, firstOutputAfter };
  };

  it("lets boosted samples out after 0.3 s of input, long before the stretch ends", () => {
    const speech = syntheticSpeech(4, rate, -40);
    const { samples, firstOutputAfter } = boostInChunks(speech, 441);
    expect(firstOutputAfter).toBeLessThanOrEqual(Math.ceil(0.32 * rate));
    expect(samples.length).toBe(speech.length);
  });

  it("gives the same samples however the input is chunked", () => {
    const speech = syntheticSpeech(3, rate, -25);
    const reference = boostInChunks(speech, speech.length).samples;
    for (const size of [1, 15, 16, 17, 1000, 7000])
      expect(Buffer.from(boostInChunks(speech, size).samples.buffer)).toEqual(Buffer.from(reference.buffer));
  });

  it("levels like the whole-stretch boost (within 1 dB) and holds the ceiling", () => {
    for (const level of [-40, -20, -4]) {
      const speech = syntheticSpeech(5, rate, level);
      const streamed = measureLoudness(boostInChunks(speech, 512).samples, rate);
      const whole = measureLoudness(applySpeakerBoost(speech, rate), rate);
      expect(Math.abs(streamed.activeRmsDbfs - whole.activeRmsDbfs)).toBeLessThan(1);
      expect(streamed.peakDbfs).toBeLessThanOrEqual(-1);
    }
  });

  it("boosts a stretch shorter than 0.3 s exactly as the whole-stretch boost, and leaves silence alone", () => {
    const short = syntheticSpeech(0.2, rate, -30);
    expect(boostInChunks(short, 100).samples).toEqual(applySpeakerBoost(short, rate));
    const hiss = Int16Array.from({ length: 20_000 }, (_, i) => (i % 2 ? 1 : -1));
    expect(boostInChunks(hiss, 1000).samples).toEqual(hiss);
  });
});
