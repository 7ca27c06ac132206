import { describe, expect, it } from "vitest";
import { changeSpeed, shiftPitch } from "./sonic.ts";
import { sine, syntheticSpeech, zeroCrossingFrequency } from "./testing/synthetic-speech.ts";

const rate = 22050;

describe("changeSpeed", () => {
  const speech = syntheticSpeech(3, rate);

  it.each([1.25, 0.8])("speed %d scales the duration by 1/speed (±3%)", async (factor) => {
    const faster = await changeSpeed(speech, rate, factor);
    expect(faster.length / speech.length).toBeGreaterThan((1 / factor) * 0.97);
    expect(faster.length / speech.length).toBeLessThan((1 / factor) * 1.03);
  });

  it("keeps the pitch while changing speed, and works on Float32 samples", async () => {
    const tone = sine(2, rate, 200);
    const faster = await changeSpeed(
      Float32Array.from(tone, (x) => x / 32768),
      rate,
      1.25,
    );
    expect(faster).toBeInstanceOf(Float32Array);
    expect(faster.length / tone.length).toBeCloseTo(0.8, 1);
    expect(zeroCrossingFrequency(faster.subarray(2000, faster.length - 2000), rate)).toBeCloseTo(200, -1);
  });

  it("returns a copy at speed 1 and refuses nonsense factors", async () => {
    const same = await changeSpeed(speech, rate, 1);
    expect(same).toEqual(speech);
    expect(same).not.toBe(speech);
    await expect(changeSpeed(speech, rate, 0)).rejects.toThrow(/invalid sonic factor/);
  });
});

describe("shiftPitch", () => {
  it.each([1.25, 0.8])(
    "pitch ×%d moves a 200 Hz sine accordingly (±3%) at the same duration",
    async (factor) => {
      const tone = sine(2, rate, 200);
      const shifted = await shiftPitch(tone, rate, factor);
      const frequency = zeroCrossingFrequency(shifted.subarray(2000, shifted.length - 2000), rate);
      expect(frequency / (200 * factor)).toBeGreaterThan(0.97);
      expect(frequency / (200 * factor)).toBeLessThan(1.03);
      expect(Math.abs(shifted.length - tone.length) / tone.length).toBeLessThan(0.03);
    },
  );
});
