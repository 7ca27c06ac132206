/** 16-bit PCM as floats in [-1, 1). */
export function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

/** Consecutive analysis frames of `size` samples every `hop` samples (the last partial frame dropped). */
export function* framesOf(signal: Float32Array, size: number, hop: number): Generator<Float32Array> {
  for (let start = 0; start + size <= signal.length; start += hop) yield signal.subarray(start, start + size);
}

/** Root-mean-square level of a frame, in dB relative to full scale (−120 for silence). */
export function rmsDb(frame: Float32Array): number {
  let sum = 0;
  for (const value of frame) sum += value * value;
  const rms = Math.sqrt(sum / Math.max(1, frame.length));
  return rms > 1e-6 ? 20 * Math.log10(rms) : -120;
}

/** The q-quantile (0..1) of the values, by linear interpolation; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
