import { biquad } from "../biquad.ts";
import { saturate } from "../effects.ts";
import { applyGain, percussive } from "../envelopes.ts";
import { mixInto } from "../mix.ts";
import { brownNoise } from "../noise.ts";
import { oscillator } from "../oscillators.ts";
import type { Recipe } from "../recipe.ts";

export const engine: Recipe = {
  name: "engine",
  keywords: [
    "engine",
    "motor",
    "car",
    "truck",
    "vehicle",
    "idle",
    "idling",
    "revving",
    "rev",
    "motorcycle",
    "machine",
    "generator",
    "drone",
    "hum",
    "roar",
    "roaring",
  ],
  automaticSeconds: 6,
  render({ length, sampleRate, random, pitch }) {
    // A firing rate with a slow wobble, through a saw and a low-pass: the classic idling motor.
    const wobble = 0.05 * (random() + 0.5);
    const firing = (i: number) => pitch * 38 * (1 + wobble * Math.sin((2 * Math.PI * 0.7 * i) / sampleRate));
    const out = oscillator(length, sampleRate, "saw", firing);
    mixInto(
      out,
      oscillator(length, sampleRate, "square", (i) => firing(i) / 2),
      0,
      0.5,
    );
    biquad(out, sampleRate, "lowpass", 400 * pitch, 1.5);
    mixInto(out, biquad(brownNoise(length, random), sampleRate, "lowpass", 600), 0, 0.4);
    return saturate(out, 2);
  },
};

export const alarm: Recipe = {
  name: "alarm",
  keywords: ["alarm", "siren", "police", "ambulance", "emergency", "klaxon", "warning", "alert", "firetruck"],
  automaticSeconds: 5,
  render({ length, sampleRate, pitch }) {
    // The wail: a tone swept up and down every second and a half.
    const period = 1.5 * sampleRate;
    const out = oscillator(
      length,
      sampleRate,
      "triangle",
      (i) => pitch * (650 + 500 * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / period))),
    );
    return saturate(biquad(out, sampleRate, "lowpass", 3500), 1.5);
  },
};

export const beep: Recipe = {
  name: "beep",
  keywords: [
    "beep",
    "beeps",
    "beeping",
    "bleep",
    "ping",
    "tone",
    "notification",
    "ding",
    "microwave",
    "timer",
    "buzzer",
    "electronic",
  ],
  automaticSeconds: 1.5,
  render({ length, sampleRate, pitch }) {
    // Short beeps every half second, with 5 ms ramps so each beep starts without a click.
    const tone = oscillator(length, sampleRate, "sine", 1000 * pitch);
    const gate = new Float32Array(length);
    const ramp = 0.005 * sampleRate;
    const cycle = 0.5 * sampleRate;
    const on = 0.2 * sampleRate;
    for (let i = 0; i < length; i++) {
      const t = i % cycle;
      gate[i] = t < on ? Math.min(1, t / ramp, (on - t) / ramp) : 0;
    }
    return applyGain(tone, gate);
  },
};

export const bell: Recipe = {
  name: "bell",
  keywords: ["bell", "bells", "chime", "chimes", "gong", "ring", "ringing", "church", "doorbell", "tinkle"],
  automaticSeconds: 4,
  render({ length, sampleRate, pitch }) {
    // Inharmonic partials (ratios of a struck bar), the higher ones dying faster.
    const out = new Float32Array(length);
    const partials: [number, number, number][] = [
      [1, 1, 2.5],
      [2.76, 0.6, 1.6],
      [5.4, 0.4, 0.9],
      [8.93, 0.25, 0.5],
      [0.5, 0.5, 3],
    ];
    for (const [ratio, gain, decay] of partials) {
      const partial = oscillator(length, sampleRate, "sine", 520 * pitch * ratio);
      mixInto(out, applyGain(partial, percussive(length, sampleRate, 0.002, decay)), 0, gain);
    }
    return out;
  },
};
