import { biquad } from "../biquad.ts";
import { echo, saturate } from "../effects.ts";
import { applyGain, percussive } from "../envelopes.ts";
import { mixInto } from "../mix.ts";
import { brownNoise, whiteNoise } from "../noise.ts";
import { oscillator } from "../oscillators.ts";
import type { Recipe, RecipeContext } from "../recipe.ts";

/** A low body thump: a sine falling in pitch under a fast decay (kick drums, doors, bodies hitting the floor). */
export function thump(ctx: RecipeContext, length: number, startHz: number, decay: number): Float32Array {
  const { sampleRate, pitch } = ctx;
  const tone = oscillator(
    length,
    sampleRate,
    "sine",
    (i) => pitch * startHz * (0.5 + 0.5 * Math.exp(-i / (0.04 * sampleRate))),
  );
  return applyGain(tone, percussive(length, sampleRate, 0.002, decay));
}

export const explosion: Recipe = {
  name: "explosion",
  keywords: [
    "explosion",
    "explode",
    "exploding",
    "blast",
    "bomb",
    "boom",
    "detonation",
    "grenade",
    "kaboom",
    "burst",
  ],
  automaticSeconds: 4,
  render(ctx) {
    const { length, sampleRate, random, pitch } = ctx;
    const rumble = biquad(
      brownNoise(length, random),
      sampleRate,
      "lowpass",
      (i) => pitch * (2500 * Math.exp(-i / (0.3 * sampleRate)) + 120),
    );
    applyGain(rumble, percussive(length, sampleRate, 0.005, Math.min(3, (length / sampleRate) * 0.8)));
    const crack = applyGain(whiteNoise(length, random), percussive(length, sampleRate, 0.001, 0.15));
    mixInto(rumble, crack, 0, 0.5);
    mixInto(rumble, thump(ctx, length, 70, 0.8), 0, 0.8);
    return saturate(rumble, 2.5);
  },
};

export const impact: Recipe = {
  name: "impact",
  keywords: [
    "impact",
    "thud",
    "hit",
    "punch",
    "slam",
    "crash",
    "drop",
    "fall",
    "bump",
    "smash",
    "collision",
    "kick",
  ],
  automaticSeconds: 1.5,
  render(ctx) {
    const { length, sampleRate, random, pitch } = ctx;
    const body = thump(ctx, length, 110, 0.35);
    const slap = biquad(whiteNoise(length, random), sampleRate, "bandpass", 1800 * pitch, 0.8);
    applyGain(slap, percussive(length, sampleRate, 0.001, 0.06));
    return saturate(mixInto(body, slap, 0, 0.6), 1.5);
  },
};

export const gunshot: Recipe = {
  name: "gunshot",
  keywords: ["gunshot", "gun", "shot", "shoot", "shooting", "pistol", "rifle", "firearm", "bang", "gunfire"],
  automaticSeconds: 2,
  render(ctx) {
    const { length, sampleRate, random, pitch } = ctx;
    const crack = biquad(whiteNoise(length, random), sampleRate, "highpass", 700 * pitch);
    applyGain(crack, percussive(length, sampleRate, 0.0005, 0.08));
    const tail = biquad(brownNoise(length, random), sampleRate, "lowpass", 400 * pitch);
    applyGain(tail, percussive(length, sampleRate, 0.003, 0.9));
    mixInto(crack, tail, 0, 0.7);
    mixInto(crack, thump(ctx, length, 90, 0.25), 0, 0.6);
    // The slap back from nearby walls is what makes a shot read as a shot rather than a clap.
    return echo(saturate(crack, 3), sampleRate, 0.11, 0.3);
  },
};

export const thunder: Recipe = {
  name: "thunder",
  keywords: ["thunder", "thunderclap", "lightning", "storm", "thunderstorm", "rumble", "rumbling"],
  automaticSeconds: 6,
  render(ctx) {
    const { length, sampleRate, random, pitch } = ctx;
    const out = biquad(brownNoise(length, random), sampleRate, "lowpass", 300 * pitch);
    applyGain(out, percussive(length, sampleRate, 0.08, (length / sampleRate) * 0.7));
    // A few cracks early on, then the long roll.
    for (let k = 0; k < 3; k++) {
      const crackLength = Math.round(0.4 * sampleRate);
      const crack = biquad(whiteNoise(crackLength, random), sampleRate, "lowpass", 1500 * pitch);
      applyGain(crack, percussive(crackLength, sampleRate, 0.003, 0.3));
      mixInto(out, crack, random() * 0.25 * length, 0.5);
    }
    return saturate(out, 1.8);
  },
};

export const doorKnock: Recipe = {
  name: "door knock",
  keywords: ["knock", "knocking", "knocks", "door", "rap", "tap", "tapping"],
  automaticSeconds: 2,
  render(ctx) {
    const { length, sampleRate, random, pitch } = ctx;
    const out = new Float32Array(length);
    const hitLength = Math.round(0.15 * sampleRate);
    // Knocks come in threes, then a pause: rat-a-tat, repeated over the whole length.
    const pattern = [0, 0.18, 0.36];
    for (let group = 0; group * 1.2 * sampleRate < length; group++) {
      for (const offset of pattern) {
        const hit = biquad(whiteNoise(hitLength, random), sampleRate, "bandpass", 450 * pitch, 3);
        applyGain(hit, percussive(hitLength, sampleRate, 0.001, 0.05));
        mixInto(hit, thump(ctx, hitLength, 160, 0.06), 0, 0.7);
        mixInto(out, hit, (group * 1.2 + offset + random() * 0.02) * sampleRate);
      }
    }
    return out;
  },
};
