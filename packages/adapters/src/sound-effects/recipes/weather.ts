import { biquad } from "../biquad.ts";
import { applyGain, percussive, wander } from "../envelopes.ts";
import { mixInto } from "../mix.ts";
import { brownNoise, pinkNoise, whiteNoise } from "../noise.ts";
import type { Recipe } from "../recipe.ts";

export const rain: Recipe = {
  name: "rain",
  keywords: ["rain", "raining", "rainfall", "drizzle", "downpour", "shower", "raindrops", "drops", "drip"],
  automaticSeconds: 8,
  render({ length, sampleRate, random, pitch }) {
    const bed = biquad(pinkNoise(length, random), sampleRate, "highpass", 400 * pitch);
    biquad(bed, sampleRate, "lowpass", 7000 * pitch);
    applyGain(bed, 0.6);
    // Individual drops: tiny band-passed ticks at random places and pitches.
    const dropLength = Math.round(0.02 * sampleRate);
    const drops = Math.round((length / sampleRate) * 40);
    for (let k = 0; k < drops; k++) {
      const drop = biquad(
        whiteNoise(dropLength, random),
        sampleRate,
        "bandpass",
        (2000 + 4000 * random()) * pitch,
        4,
      );
      applyGain(drop, percussive(dropLength, sampleRate, 0.0005, 0.008));
      mixInto(bed, drop, random() * length, 0.3 + 0.5 * random());
    }
    return bed;
  },
};

export const wind: Recipe = {
  name: "wind",
  keywords: ["wind", "windy", "breeze", "gust", "gusts", "blowing", "howling", "gale", "blizzard", "air"],
  automaticSeconds: 8,
  render({ length, sampleRate, random, pitch }) {
    // A resonant band-pass wandering slowly: the whistle of wind around edges.
    const gust = wander(length, sampleRate, 1.3, 0.2, random);
    const centre = wander(length, sampleRate, 0.9, 0, random);
    const out = biquad(
      pinkNoise(length, random),
      sampleRate,
      "bandpass",
      (i) => pitch * (250 + 700 * centre[i]!),
      3,
    );
    mixInto(out, biquad(brownNoise(length, random), sampleRate, "lowpass", 200), 0, 0.5);
    return applyGain(out, gust);
  },
};

export const water: Recipe = {
  name: "water",
  keywords: [
    "water",
    "stream",
    "river",
    "brook",
    "creek",
    "flowing",
    "babbling",
    "waterfall",
    "fountain",
    "splash",
    "waves",
    "ocean",
    "sea",
  ],
  automaticSeconds: 8,
  render({ length, sampleRate, random, pitch }) {
    const out = biquad(whiteNoise(length, random), sampleRate, "bandpass", 900 * pitch, 0.6);
    applyGain(out, wander(length, sampleRate, 2.5, 0.6, random));
    // Bubbles: short sine chirps rising in pitch, the sound of water over stones.
    const bubbleLength = Math.round(0.03 * sampleRate);
    const bubbles = Math.round((length / sampleRate) * 25);
    for (let k = 0; k < bubbles; k++) {
      const base = (400 + 900 * random()) * pitch;
      const bubble = new Float32Array(bubbleLength);
      let phase = 0;
      for (let i = 0; i < bubbleLength; i++) {
        phase += (base * (1 + (2 * i) / bubbleLength)) / sampleRate;
        bubble[i] = Math.sin(2 * Math.PI * phase);
      }
      applyGain(bubble, percussive(bubbleLength, sampleRate, 0.002, 0.02));
      mixInto(out, bubble, random() * length, 0.3 * random());
    }
    return out;
  },
};
