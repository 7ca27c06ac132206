import { biquad } from "../biquad.ts";
import { applyGain, percussive, wander } from "../envelopes.ts";
import { mixInto } from "../mix.ts";
import { pinkNoise, whiteNoise } from "../noise.ts";
import type { Recipe } from "../recipe.ts";
import { thump } from "./impacts.ts";

export const footsteps: Recipe = {
  name: "footsteps",
  keywords: [
    "footsteps",
    "footstep",
    "steps",
    "step",
    "walking",
    "walk",
    "running",
    "run",
    "feet",
    "stomp",
    "marching",
    "stairs",
    "boots",
  ],
  automaticSeconds: 4,
  render(ctx) {
    const { length, sampleRate, random, pitch } = ctx;
    const out = new Float32Array(length);
    const stepLength = Math.round(0.2 * sampleRate);
    // Heel then toe, about two steps a second with a little human jitter.
    for (let at = 0.05 * sampleRate; at < length; at += (0.5 + 0.05 * random()) * sampleRate) {
      const step = biquad(whiteNoise(stepLength, random), sampleRate, "bandpass", 700 * pitch, 1.2);
      applyGain(step, percussive(stepLength, sampleRate, 0.002, 0.05));
      mixInto(step, thump(ctx, stepLength, 90, 0.08), 0, 0.8);
      mixInto(out, step, at, 0.8 + 0.2 * random());
      const toe = applyGain(
        biquad(whiteNoise(stepLength, random), sampleRate, "bandpass", 1800 * pitch, 2),
        percussive(stepLength, sampleRate, 0.001, 0.03),
      );
      mixInto(out, toe, at + 0.06 * sampleRate, 0.4);
    }
    return out;
  },
};

export const applause: Recipe = {
  name: "applause",
  keywords: [
    "applause",
    "applauding",
    "clapping",
    "clap",
    "claps",
    "audience",
    "crowd",
    "cheering",
    "cheer",
    "ovation",
  ],
  automaticSeconds: 6,
  render({ length, sampleRate, random, pitch }) {
    // Hundreds of claps: short band-passed noise bursts at random times, over a soft crowd bed.
    const out = applyGain(biquad(pinkNoise(length, random), sampleRate, "bandpass", 1500 * pitch, 0.7), 0.3);
    const clapLength = Math.round(0.03 * sampleRate);
    const claps = Math.round((length / sampleRate) * 120);
    for (let k = 0; k < claps; k++) {
      const clap = biquad(
        whiteNoise(clapLength, random),
        sampleRate,
        "bandpass",
        (1000 + 1500 * random()) * pitch,
        1.5,
      );
      applyGain(clap, percussive(clapLength, sampleRate, 0.0005, 0.012));
      mixInto(out, clap, random() * length, 0.3 + 0.4 * random());
    }
    return applyGain(out, wander(length, sampleRate, 1.5, 0.7, random));
  },
};

export const heartbeat: Recipe = {
  name: "heartbeat",
  keywords: ["heartbeat", "heart", "heartbeats", "pulse", "beating", "lub", "dub", "thumping"],
  automaticSeconds: 4,
  render(ctx) {
    const { length, sampleRate } = ctx;
    const out = new Float32Array(length);
    const beatLength = Math.round(0.25 * sampleRate);
    // Lub-dub at 70 beats per minute.
    for (let at = 0; at < length; at += (60 / 70) * sampleRate) {
      mixInto(out, biquad(thump(ctx, beatLength, 60, 0.12), sampleRate, "lowpass", 150), at);
      mixInto(
        out,
        biquad(thump(ctx, beatLength, 75, 0.1), sampleRate, "lowpass", 180),
        at + 0.28 * sampleRate,
        0.7,
      );
    }
    return out;
  },
};

export const birds: Recipe = {
  name: "birds",
  keywords: [
    "birds",
    "bird",
    "chirp",
    "chirping",
    "chirps",
    "tweet",
    "tweeting",
    "songbird",
    "sparrow",
    "forest",
    "morning",
    "nature",
    "birdsong",
  ],
  automaticSeconds: 6,
  render({ length, sampleRate, random, pitch }) {
    const out = applyGain(biquad(pinkNoise(length, random), sampleRate, "lowpass", 500), 0.05);
    // Chirps: fast downward sine sweeps with a trill, in little bursts.
    for (let at = random() * 0.3 * sampleRate; at < length; at += (0.25 + 0.8 * random()) * sampleRate) {
      const chirpLength = Math.round((0.05 + 0.06 * random()) * sampleRate);
      const high = (3000 + 2500 * random()) * pitch;
      const chirp = new Float32Array(chirpLength);
      let phase = 0;
      for (let i = 0; i < chirpLength; i++) {
        const t = i / chirpLength;
        phase +=
          (high * (1 - 0.4 * t) * (1 + 0.05 * Math.sin(2 * Math.PI * 40 * (i / sampleRate)))) / sampleRate;
        chirp[i] = Math.sin(2 * Math.PI * phase) * Math.sin(Math.PI * t);
      }
      mixInto(out, chirp, at, 0.4 + 0.4 * random());
    }
    return out;
  },
};
