/** Amplitude envelopes, all as gains in [0, 1] per sample, multiplied into a signal. */

/** Attack then exponential decay: most percussive sounds (impacts, bells, plucks). `decay` is the time to fall to ~5%. */
export function percussive(length: number, sampleRate: number, attack: number, decay: number): Float32Array {
  const out = new Float32Array(length);
  const attackSamples = Math.max(1, Math.round(attack * sampleRate));
  const rate = 3 / Math.max(decay * sampleRate, 1);
  for (let i = 0; i < length; i++) {
    out[i] = i < attackSamples ? i / attackSamples : Math.exp(-(i - attackSamples) * rate);
  }
  return out;
}

/** Fades in over `attack` and out over `release` seconds, steady between: textures such as rain and wind. */
export function attackRelease(
  length: number,
  sampleRate: number,
  attack: number,
  release: number,
): Float32Array {
  const out = new Float32Array(length).fill(1);
  const a = Math.min(Math.round(attack * sampleRate), Math.floor(length / 2));
  const r = Math.min(Math.round(release * sampleRate), Math.floor(length / 2));
  for (let i = 0; i < a; i++) out[i] = i / a;
  for (let i = 0; i < r; i++) out[length - 1 - i] = Math.min(out[length - 1 - i]!, i / r);
  return out;
}

/** Multiplies `signal` by `gain` (an envelope or a constant) in place. */
export function applyGain(signal: Float32Array, gain: Float32Array | number): Float32Array {
  for (let i = 0; i < signal.length; i++)
    signal[i] = signal[i]! * (typeof gain === "number" ? gain : gain[i]!);
  return signal;
}

/**
 * A slow random gain between `min` and 1 (smoothed steps every `period` seconds): gusts of wind,
 * swells of applause. Smoothstep between points keeps it free of zipper noise.
 */
export function wander(
  length: number,
  sampleRate: number,
  period: number,
  min: number,
  random: () => number,
): Float32Array {
  const out = new Float32Array(length);
  const step = Math.max(1, Math.round(period * sampleRate));
  let from = min + (1 - min) * random();
  let to = min + (1 - min) * random();
  for (let i = 0; i < length; i++) {
    const t = (i % step) / step;
    if (i > 0 && i % step === 0) {
      from = to;
      to = min + (1 - min) * random();
    }
    const s = t * t * (3 - 2 * t);
    out[i] = from + (to - from) * s;
  }
  return out;
}
