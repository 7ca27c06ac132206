import { describe, expect, it } from "vitest";
import { framesOf, toFloat } from "../voice-analysis/frames.ts";
import { meanSpectralCentroid } from "../voice-analysis/spectral-centroid.ts";
import { recipes } from "./recipe-catalogue.ts";
import { synthesizeSoundEffect } from "./synthesize-sound-effect.ts";

const sampleRate = 16_000;
const make = (prompt: string, extra: { durationSeconds?: number; loop?: boolean; seed?: number } = {}) =>
  synthesizeSoundEffect({ prompt, loop: false, promptInfluence: 0.3, sampleRate, ...extra });

const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
const centroid = (samples: Int16Array) =>
  meanSpectralCentroid([...framesOf(toFloat(samples), 512, 512)], sampleRate);

describe("synthesizeSoundEffect", () => {
  it.each(recipes.map((recipe) => recipe.name))("%s is audible and exactly as long as asked", (name) => {
    const effect = make(name, { durationSeconds: 1.3 });
    expect(effect.recipe).toBe(name);
    expect(effect.match).toBe("keyword");
    expect(effect.samples.length).toBe(Math.round(1.3 * sampleRate));
    expect(rms(effect.samples)).toBeGreaterThan(100);
  });

  it("picks the recipe's natural length when the duration is automatic, and 'short' shortens it", () => {
    expect(make("explosion").samples.length).toBe(4 * sampleRate);
    expect(make("short explosion").samples.length).toBeLessThan(4 * sampleRate);
  });

  it("is deterministic by seed, and by prompt when no seed is given", () => {
    expect(make("rain", { durationSeconds: 1, seed: 7 }).samples).toEqual(
      make("rain", { durationSeconds: 1, seed: 7 }).samples,
    );
    expect(make("rain", { durationSeconds: 1, seed: 7 }).samples).not.toEqual(
      make("rain", { durationSeconds: 1, seed: 8 }).samples,
    );
    // Recipes without noise vary with the seed too (their tuning moves a little).
    expect(make("laser", { durationSeconds: 1, seed: 7 }).samples).not.toEqual(
      make("laser", { durationSeconds: 1, seed: 8 }).samples,
    );
    expect(make("heavy rain", { durationSeconds: 1 }).samples).toEqual(
      make("heavy rain", { durationSeconds: 1 }).samples,
    );
  });

  it.each(["rain", "engine", "wind", "explosion", "alarm", "applause"])(
    "loops %s without a seam: the end flows into the start like any two neighbouring samples",
    (prompt) => {
      const { samples } = make(prompt, { durationSeconds: 2, loop: true });
      expect(samples.length).toBe(2 * sampleRate);
      const steps = samples.slice(1).map((s, i) => Math.abs(s - samples[i]!));
      const typical = [...steps].sort((a, b) => a - b)[Math.floor(steps.length * 0.99)]!;
      const seam = Math.abs(samples[0]! - samples[samples.length - 1]!);
      expect(seam).toBeLessThanOrEqual(typical);
    },
  );

  it("gives recipes measurably different spectra: a laser is brighter than a rumble", () => {
    const laser = centroid(make("laser", { durationSeconds: 1 }).samples);
    const thunder = centroid(make("thunder", { durationSeconds: 1 }).samples);
    const engine = centroid(make("engine", { durationSeconds: 1 }).samples);
    expect(laser).toBeGreaterThan(2 * thunder);
    expect(laser).toBeGreaterThan(2 * engine);
  });

  it("follows modifiers: deep lowers and distant muffles, more so with a higher prompt influence", () => {
    const plain = centroid(make("bell", { durationSeconds: 1 }).samples);
    const deep = centroid(make("deep bell", { durationSeconds: 1 }).samples);
    expect(deep).toBeLessThan(plain);
    const strict = (prompt: string, promptInfluence: number) =>
      centroid(
        synthesizeSoundEffect({ prompt, durationSeconds: 1, loop: false, promptInfluence, sampleRate })
          .samples,
      );
    expect(strict("distant rain", 1)).toBeLessThan(strict("distant rain", 0));
    expect(strict("distant rain", 0)).toBeLessThan(strict("rain", 0));
  });

  it("falls back to the nearest recipe for a prompt that names none, and says so", () => {
    const effect = make("something explosive", { durationSeconds: 0.5 });
    expect(effect).toMatchObject({ recipe: "explosion", match: "nearest" });
    expect(effect.samples.length).toBe(8_000);
  });
});
