import { measureLoudness } from "./loudness.ts";

// Targets: speech leveled so the compressor acts the same whatever the engine's output level, a gentle
// 3:1 compression of the louder syllables, then makeup gain to a broadcast-like -16 dBFS active RMS under
// a -1 dBFS ceiling (headroom for lossy codecs, whose decoded peaks overshoot the input's).
const levelingTargetDbfs = -20;
const thresholdDbfs = -24;
const ratio = 3;
const kneeDb = 6;
const attackSeconds = 0.005;
const releaseSeconds = 0.1;
const targetActiveRmsDbfs = -16;
/** Near-silence is left alone: boosting it would only amplify noise. */
const silenceBelowDbfs = -70;
const maxGainDb = 30;
const ceilingDbfs = -1;
const limiterLookaheadSeconds = 0.0025;
const limiterReleaseSeconds = 0.08;

const ceiling = 10 ** (ceilingDbfs / 20);
/** floor, not round, so a full-scale Int16 sample still measures at or under the ceiling. */
const ceilingInt16 = Math.floor(ceiling * 32768);

/**
 * `use_speaker_boost`: makes the voice present and even, the way a broadcast chain does. Gain plus an RMS
 * compressor (5 ms attack, 100 ms release, 3:1 above -24 dBFS with a 6 dB soft knee), makeup gain to -16 dBFS
 * active RMS, and a look-ahead limiter whose gain is smoothed so it never clicks and never lets a sample
 * exceed -1 dBFS. Pure and deterministic: the same samples always give the same output. Applied to one
 * synthesized stretch (a sentence or more) at a time; the level it aims for does not depend on the input's.
 */
export function applySpeakerBoost(samples: Int16Array, sampleRate: number): Int16Array;
export function applySpeakerBoost(samples: Float32Array, sampleRate: number): Float32Array;
export function applySpeakerBoost(
  samples: Int16Array | Float32Array,
  sampleRate: number,
): Int16Array | Float32Array {
  const isInt16 = samples instanceof Int16Array;
  const level = measureLoudness(samples, sampleRate).activeRmsDbfs;
  if (!(level > silenceBelowDbfs)) return samples.slice();

  const scale = isInt16 ? 1 / 32768 : 1;
  const preGain = dbToGain(Math.min(maxGainDb, levelingTargetDbfs - level)) * scale;
  const signal = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i++) signal[i] = samples[i]! * preGain;

  compress(signal, sampleRate);
  const compressed = measureLoudness(signal, sampleRate).activeRmsDbfs;
  const makeup = dbToGain(targetActiveRmsDbfs - compressed);
  for (let i = 0; i < signal.length; i++) signal[i]! *= makeup;
  limit(signal, sampleRate);

  // Plain loops: `TypedArray.from` with a mapping callback was the slowest step here.
  if (!isInt16) {
    const out = new Float32Array(signal.length);
    for (let i = 0; i < signal.length; i++) out[i] = Math.max(-ceiling, Math.min(ceiling, signal[i]!));
    return out;
  }
  const out = new Int16Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    out[i] = Math.max(-ceilingInt16, Math.min(ceilingInt16, Math.round(signal[i]! * 32768)));
  }
  return out;
}

/** Gain is recomputed every this many samples (≈0.7 ms at 22 kHz) and interpolated between: the log and
 * power per sample dominated the cost, and a 5 ms attack cannot move meaningfully faster than this. */
const controlInterval = 16;

/** Feed-forward RMS compressor with a soft knee (Giannoulis, Massberg & Reiss 2012), in place. */
function compress(signal: Float64Array, sampleRate: number): void {
  const attack = Math.exp(-1 / (attackSeconds * sampleRate));
  const release = Math.exp(-1 / (releaseSeconds * sampleRate));
  let envelope = 0;
  let previousGain = 1;
  for (let blockStart = 0; blockStart < signal.length; blockStart += controlInterval) {
    const blockEnd = Math.min(signal.length, blockStart + controlInterval);
    // The envelope still follows every sample; only the gain computation runs at control rate.
    for (let i = blockStart; i < blockEnd; i++) {
      const power = signal[i]! * signal[i]!;
      const coefficient = power > envelope ? attack : release;
      envelope = coefficient * envelope + (1 - coefficient) * power;
    }
    const over = 10 * Math.log10(envelope + 1e-12) - thresholdDbfs;
    let reductionDb = 0;
    if (2 * over > kneeDb) reductionDb = (1 / ratio - 1) * over;
    else if (2 * over > -kneeDb) reductionDb = ((1 / ratio - 1) * (over + kneeDb / 2) ** 2) / (2 * kneeDb);
    const gain = dbToGain(reductionDb);
    const length = blockEnd - blockStart;
    for (let i = blockStart; i < blockEnd; i++) {
      signal[i]! *= previousGain + ((gain - previousGain) * (i - blockStart + 1)) / length;
    }
    previousGain = gain;
  }
}

/**
 * Look-ahead peak limiter, in place. The gain each sample needs is min-filtered over ±K samples and then
 * averaged over the same ±K window: every value averaged is at most the need at the window's centre, so
 * the smoothed gain still holds each peak under the ceiling while ramping over 2K samples instead of
 * stepping (a step would click). A one-pole release then lets the gain recover slowly.
 */
function limit(signal: Float64Array, sampleRate: number): void {
  const n = signal.length;
  const k = Math.max(1, Math.round(limiterLookaheadSeconds * sampleRate));
  const need = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const magnitude = Math.abs(signal[i]!);
    need[i] = magnitude > ceiling ? ceiling / magnitude : 1;
  }
  const floorGain = slidingMinimum(need, k);
  const release = Math.exp(-1 / (limiterReleaseSeconds * sampleRate));
  let windowSum = 0;
  for (let i = 0; i < Math.min(n, k); i++) windowSum += floorGain[i]!;
  let gain = 1;
  for (let i = 0; i < n; i++) {
    if (i + k < n) windowSum += floorGain[i + k]!;
    const first = i - k - 1;
    if (first >= 0) windowSum -= floorGain[first]!;
    const count = Math.min(n - 1, i + k) - Math.max(0, i - k) + 1;
    const target = windowSum / count;
    gain = target < gain ? target : target + release * (gain - target);
    signal[i]! *= gain;
  }
}

/** out[i] = min(values[i-k .. i+k]) in O(n) with a monotonic deque of indices. */
function slidingMinimum(values: Float64Array, k: number): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const right = Math.min(n - 1, i + k);
    for (; next <= right; next++) {
      while (tail > head && values[deque[tail - 1]!]! >= values[next]!) tail--;
      deque[tail++] = next;
    }
    while (deque[head]! < i - k) head++;
    out[i] = values[deque[head]!]!;
  }
  return out;
}

function dbToGain(db: number): number {
  return 10 ** (db / 20);
}
