/** The RBJ cookbook filter shapes the recipes need. */
export type FilterKind = "lowpass" | "highpass" | "bandpass";

/**
 * Filters `input` in place with a second-order (biquad) filter. `frequency` may be a number or a
 * function of the sample index, so sweeps (whoosh, laser) reuse the same filter; coefficients of a
 * moving filter are recomputed every 32 samples, which is inaudible and keeps the cost low.
 */
export function biquad(
  input: Float32Array,
  sampleRate: number,
  kind: FilterKind,
  frequency: number | ((index: number) => number),
  q = Math.SQRT1_2,
): Float32Array {
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let a1 = 0;
  let a2 = 0;
  const update = (hz: number) => {
    // Clamped below Nyquist: a recipe written for 44.1 kHz still works when rendered at 8 kHz.
    const f = Math.min(Math.max(hz, 10), sampleRate * 0.45);
    const w = (2 * Math.PI * f) / sampleRate;
    const alpha = Math.sin(w) / (2 * q);
    const cos = Math.cos(w);
    const a0 = 1 + alpha;
    if (kind === "lowpass") {
      b0 = (1 - cos) / 2 / a0;
      b1 = (1 - cos) / a0;
      b2 = b0;
    } else if (kind === "highpass") {
      b0 = (1 + cos) / 2 / a0;
      b1 = -(1 + cos) / a0;
      b2 = b0;
    } else {
      b0 = alpha / a0;
      b1 = 0;
      b2 = -alpha / a0;
    }
    a1 = (-2 * cos) / a0;
    a2 = (1 - alpha) / a0;
  };
  const moving = typeof frequency === "function";
  if (!moving) update(frequency);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    if (moving && i % 32 === 0) update(frequency(i));
    const x = input[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    input[i] = y;
  }
  return input;
}
