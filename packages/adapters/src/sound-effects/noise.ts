import type { Random } from "./seeded-random.ts";

/** White noise in [-1, 1]. */
export function whiteNoise(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = random() * 2 - 1;
  return out;
}

/** Pink noise (-3 dB/octave, Paul Kellet's filter): rain and crowds sound natural with it, white sounds hissy. */
export function pinkNoise(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  for (let i = 0; i < length; i++) {
    const white = random() * 2 - 1;
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    out[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
    b6 = white * 0.115926;
  }
  return out;
}

/** Brown noise (-6 dB/octave, leaky integrated white): rumbles, wind and engines. */
export function brownNoise(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  let last = 0;
  for (let i = 0; i < length; i++) {
    // The leak keeps the walk from drifting away from zero (a DC offset would click at the ends).
    last = (last + 0.02 * (random() * 2 - 1)) * 0.998;
    out[i] = last * 3.5;
  }
  return out;
}
