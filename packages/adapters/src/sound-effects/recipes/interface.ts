import { biquad } from "../biquad.ts";
import { applyGain, attackRelease, percussive } from "../envelopes.ts";
import { mixInto } from "../mix.ts";
import { pinkNoise, whiteNoise } from "../noise.ts";
import { oscillator } from "../oscillators.ts";
import type { Recipe } from "../recipe.ts";

export const laser: Recipe = {
  name: "laser",
  keywords: [
    "laser",
    "lasers",
    "zap",
    "blaster",
    "phaser",
    "pew",
    "raygun",
    "scifi",
    "sci-fi",
    "beam",
    "plasma",
  ],
  automaticSeconds: 1,
  render({ length, sampleRate, pitch }) {
    // Repeating "pew": a square falling fast from a high pitch, every 0.3 s.
    const shot = Math.round(0.3 * sampleRate);
    const out = oscillator(
      length,
      sampleRate,
      "square",
      (i) => pitch * (600 + 3400 * Math.exp(-(i % shot) / (0.05 * sampleRate))),
    );
    const gain = new Float32Array(length);
    for (let i = 0; i < length; i++)
      gain[i] = Math.min(1, (i % shot) / (0.002 * sampleRate)) * Math.exp(-(i % shot) / (0.08 * sampleRate));
    return biquad(applyGain(out, gain), sampleRate, "highpass", 400);
  },
};

export const coin: Recipe = {
  name: "coin",
  keywords: [
    "coin",
    "coins",
    "pickup",
    "collect",
    "collectible",
    "powerup",
    "power-up",
    "reward",
    "point",
    "score",
    "gem",
    "treasure",
    "money",
  ],
  automaticSeconds: 0.8,
  render({ length, sampleRate, pitch }) {
    // The arcade pickup: two square notes a fourth apart (B5 then E6).
    const step = Math.round(0.08 * sampleRate);
    const out = oscillator(length, sampleRate, "square", (i) => pitch * (i < step ? 988 : 1319));
    applyGain(out, percussive(length, sampleRate, 0.002, Math.max(0.2, (length / sampleRate) * 0.7)));
    return applyGain(out, 0.5);
  },
};

export const whoosh: Recipe = {
  name: "whoosh",
  keywords: [
    "whoosh",
    "swoosh",
    "swish",
    "woosh",
    "swing",
    "swipe",
    "flyby",
    "pass",
    "passing",
    "transition",
    "sweep",
    "fast",
  ],
  automaticSeconds: 1.2,
  render({ length, sampleRate, random, pitch }) {
    // Noise through a band-pass that rises and falls, louder in the middle: something passing by.
    const out = biquad(
      pinkNoise(length, random),
      sampleRate,
      "bandpass",
      (i) => pitch * (300 + 2500 * Math.sin((Math.PI * i) / length)),
      2,
    );
    const swell = new Float32Array(length);
    for (let i = 0; i < length; i++) swell[i] = Math.sin((Math.PI * i) / length) ** 2;
    return applyGain(out, swell);
  },
};

export const click: Recipe = {
  name: "click",
  keywords: [
    "click",
    "clicks",
    "clicking",
    "button",
    "switch",
    "tick",
    "ticking",
    "clock",
    "mouse",
    "keyboard",
    "typing",
    "ui",
  ],
  automaticSeconds: 1,
  render({ length, sampleRate, random, pitch }) {
    // A click every half second (a clock's tick), each a few milliseconds of bright noise.
    const out = new Float32Array(length);
    const clickLength = Math.round(0.012 * sampleRate);
    for (let at = 0; at < length; at += 0.5 * sampleRate) {
      const one = biquad(whiteNoise(clickLength, random), sampleRate, "bandpass", 3000 * pitch, 1.5);
      mixInto(out, applyGain(one, percussive(clickLength, sampleRate, 0.0003, 0.004)), at);
    }
    return out;
  },
};

export const ambience: Recipe = {
  name: "ambience",
  keywords: [
    "ambience",
    "ambient",
    "room",
    "background",
    "atmosphere",
    "tone",
    "office",
    "space",
    "silence",
    "interior",
    "hall",
  ],
  automaticSeconds: 10,
  render({ length, sampleRate, random, pitch }) {
    // Room tone: soft low-passed pink noise and a faint mains hum.
    const out = biquad(pinkNoise(length, random), sampleRate, "lowpass", 900 * pitch);
    mixInto(out, oscillator(length, sampleRate, "sine", 50 * pitch), 0, 0.05);
    return applyGain(out, attackRelease(length, sampleRate, 0.3, 0.3));
  },
};
