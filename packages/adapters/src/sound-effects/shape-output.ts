import { biquad } from "./biquad.ts";
import { echo, saturate } from "./effects.ts";
import { applyGain } from "./envelopes.ts";
import type { PromptModifiers } from "./prompt-modifiers.ts";

/** The level a normal effect peaks at (-1 dBFS): loud enough, with room for the encoders. */
const normalPeak = 0.89;

/** Applies distance (muffled, echoing) in place; before the loop seam, so the seam sees the final sound. */
export function applyDistance(signal: Float32Array, sampleRate: number, distance: number): Float32Array {
  if (distance <= 0) return signal;
  biquad(signal, sampleRate, "lowpass", 6000 - 5000 * distance);
  return echo(signal, sampleRate, 0.09, 0.35 * distance);
}

/**
 * Scales to the normal peak times `loudness`; above 1, the excess is soft-clipped rather than
 * clipped hard, which is what "loud" sounds like without distortion artefacts.
 */
export function setLevel(
  signal: Float32Array,
  modifiers: Pick<PromptModifiers, "loudness" | "distance">,
): Float32Array {
  let peak = 0;
  for (const sample of signal) peak = Math.max(peak, Math.abs(sample));
  if (peak === 0) return signal;
  const target = normalPeak * modifiers.loudness * (1 - 0.4 * modifiers.distance);
  for (let i = 0; i < signal.length; i++) signal[i] = signal[i]! / peak;
  // saturate keeps a unit peak at unit peak, so the level is set afterwards either way.
  if (target > normalPeak) saturate(signal, target / normalPeak);
  return applyGain(signal, Math.min(target, normalPeak));
}

/** Short fades at both ends of a one-shot sound, so it neither starts nor stops with a click. */
export function fadeEnds(signal: Float32Array, sampleRate: number): Float32Array {
  const fadeIn = Math.min(Math.round(0.002 * sampleRate), Math.floor(signal.length / 2));
  const fadeOut = Math.min(Math.round(0.02 * sampleRate), Math.floor(signal.length / 2));
  for (let i = 0; i < fadeIn; i++) signal[i] = signal[i]! * (i / fadeIn);
  for (let i = 0; i < fadeOut; i++)
    signal[signal.length - 1 - i] = signal[signal.length - 1 - i]! * (i / fadeOut);
  return signal;
}

/** Float samples in [-1, 1] to 16-bit PCM. */
export function toInt16(signal: Float32Array): Int16Array {
  const out = new Int16Array(signal.length);
  for (let i = 0; i < signal.length; i++) out[i] = Math.round(Math.max(-1, Math.min(1, signal[i]!)) * 32767);
  return out;
}
