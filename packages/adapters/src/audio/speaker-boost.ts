import { joinArrays } from "./join-arrays.ts";
import { measureLoudness } from "./loudness.ts";
import { createPeakLimiter, type PeakLimiter } from "./peak-limiter.ts";

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
/**
 * A stream sets its two gains from this much audio (then from each further multiple of it while that is
 * still silence): enough syllables to measure a level, a few milliseconds of an engine's time.
 */
const levelFromSeconds = 0.3;

const ceiling = 10 ** (ceilingDbfs / 20);
/** floor, not round, so a full-scale Int16 sample still measures at or under the ceiling. */
const ceilingInt16 = Math.floor(ceiling * 32768);
/** Gain is recomputed every this many samples (≈0.7 ms at 22 kHz) and interpolated between: the log and
 * power per sample dominated the cost, and a 5 ms attack cannot move meaningfully faster than this. */
const controlInterval = 16;

/**
 * `use_speaker_boost`: makes the voice present and even, the way a broadcast chain does. Gain plus an RMS
 * compressor (5 ms attack, 100 ms release, 3:1 above -24 dBFS with a 6 dB soft knee), makeup gain to -16 dBFS
 * active RMS, and a look-ahead limiter whose gain is smoothed so it never clicks and never lets a sample
 * exceed -1 dBFS. Pure and deterministic: the same samples always give the same output. Applied to one
 * synthesized stretch (a sentence or more) at a time, its gains set from the whole stretch; the level it
 * aims for does not depend on the input's.
 */
export function applySpeakerBoost(samples: Int16Array, sampleRate: number): Int16Array;
export function applySpeakerBoost(samples: Float32Array, sampleRate: number): Float32Array;
export function applySpeakerBoost(
  samples: Int16Array | Float32Array,
  sampleRate: number,
): Int16Array | Float32Array {
  const isInt16 = samples instanceof Int16Array;
  const chain = new BoostChain(sampleRate, Number.POSITIVE_INFINITY);
  const scale = isInt16 ? 1 / 32768 : 1;
  const input = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i++) input[i] = samples[i]! * scale;
  chain.push(input);
  const signal = chain.end();
  if (signal === undefined) return samples.slice();
  return isInt16 ? toInt16(signal) : toFloat32(signal);
}

/** Speaker boost for a stretch that arrives in chunks: boosted samples come out as they are ready. */
export interface SpeakerBoostStream {
  /** The boosted samples this chunk completes (often none while the level is still being measured). */
  push(samples: Int16Array): Int16Array;
  /** The rest; afterwards the stream is spent. */
  end(): Int16Array;
}

/**
 * The same chain as `applySpeakerBoost`, streaming: the gains are set from the stretch's first 0.3 s of
 * sound (as a broadcast leveler does) instead of the whole stretch, so the first boosted samples leave
 * after 0.3 s of audio plus the limiter's 5 ms look-ahead, not after the engine's whole sentence. A stretch
 * shorter than that comes out exactly as `applySpeakerBoost` makes it. The output does not depend on how
 * the input is chunked.
 */
export function createSpeakerBoost(sampleRate: number): SpeakerBoostStream {
  const levelFrom = Math.round((levelFromSeconds * sampleRate) / controlInterval) * controlInterval;
  const chain = new BoostChain(sampleRate, levelFrom);
  const held: Int16Array[] = [];
  let ended = false;
  return {
    push(samples) {
      const input = new Float64Array(samples.length);
      for (let i = 0; i < samples.length; i++) input[i] = samples[i]! / 32768;
      if (!chain.leveled) held.push(samples);
      const out = chain.push(input);
      if (chain.leveled) held.length = 0;
      return toInt16(out);
    },
    end() {
      if (ended) return new Int16Array(0);
      ended = true;
      const signal = chain.end();
      // A silent stretch is left as it was: what was held comes back untouched.
      if (signal === undefined) return joinArrays(held, Int16Array);
      return toInt16(signal);
    },
  };
}

/**
 * Pre-gain → compressor → makeup → limiter over normalized samples. Until the gains are set, input is
 * held; they are set at the first multiple of `levelFrom` samples whose held audio is not silence, or at
 * the end from everything (`levelFrom` = Infinity: a whole stretch at once).
 */
class BoostChain {
  leveled = false;
  private held: Float64Array[] = [];
  private heldLength = 0;
  private nextCheck: number;
  private preGain = 1;
  private makeup = 1;
  private compressor: Compressor;
  /** Pre-gained samples waiting for a whole control block. */
  private readonly block = new Float64Array(controlInterval);
  private blockLength = 0;
  private readonly limiter: PeakLimiter;

  /** `levelFrom`: a whole number of control blocks, or Infinity. */
  constructor(
    private readonly sampleRate: number,
    private readonly levelFrom: number,
  ) {
    this.nextCheck = levelFrom;
    this.compressor = new Compressor(sampleRate);
    this.limiter = createPeakLimiter({
      ceiling,
      lookaheadSamples: Math.max(1, Math.round(limiterLookaheadSeconds * sampleRate)),
      releaseCoefficient: Math.exp(-1 / (limiterReleaseSeconds * sampleRate)),
    });
  }

  push(input: Float64Array): Float64Array {
    if (this.leveled) return this.limiter.push(this.compressBlocks(input));
    this.held.push(input);
    this.heldLength += input.length;
    while (this.heldLength >= this.nextCheck) {
      const all = joinArrays(this.held, Float64Array);
      this.held = [all];
      const window = this.level(all.subarray(0, this.nextCheck));
      if (window) {
        this.held = [];
        return this.limiter.push(
          joinArrays([window, this.compressBlocks(all.subarray(this.nextCheck))], Float64Array),
        );
      }
      this.nextCheck += this.levelFrom;
    }
    return new Float64Array(0);
  }

  /** The rest of the stretch, or undefined for a stretch that was silence throughout (left untouched). */
  end(): Float64Array | undefined {
    let body: Float64Array = new Float64Array(0);
    if (!this.leveled) {
      const all = joinArrays(this.held, Float64Array);
      this.held = [];
      const whole = this.level(all);
      if (!whole) return undefined;
      body = whole;
    } else {
      body = this.compressor.process(this.block.slice(0, this.blockLength));
      for (let i = 0; i < body.length; i++) body[i]! *= this.makeup;
    }
    this.blockLength = 0;
    return joinArrays([this.limiter.push(body), this.limiter.end()], Float64Array);
  }

  /**
   * Sets the leveling gain from `window`'s level and the makeup from its level once compressed, and returns
   * the window boosted up to the limiter (the compressor carries on from it); undefined while it is silence.
   */
  private level(window: Float64Array): Float64Array | undefined {
    const level = measureLoudness(window, this.sampleRate).activeRmsDbfs;
    if (!(level > silenceBelowDbfs)) return undefined;
    this.preGain = dbToGain(Math.min(maxGainDb, levelingTargetDbfs - level));
    const signal = new Float64Array(window.length);
    for (let i = 0; i < window.length; i++) signal[i] = window[i]! * this.preGain;
    this.compressor.process(signal);
    this.makeup = dbToGain(targetActiveRmsDbfs - measureLoudness(signal, this.sampleRate).activeRmsDbfs);
    for (let i = 0; i < signal.length; i++) signal[i]! *= this.makeup;
    this.leveled = true;
    return signal;
  }

  /** Pre-gains `input` and compresses every whole control block it completes, makeup applied. */
  private compressBlocks(input: Float64Array): Float64Array {
    const total = this.blockLength + input.length;
    const ready = total - (total % controlInterval);
    const signal = new Float64Array(ready);
    const waiting = this.block.slice(0, this.blockLength);
    let at = 0;
    for (; at < waiting.length; at++) {
      if (at < ready) signal[at] = waiting[at]!;
      else this.block[at - ready] = waiting[at]!;
    }
    for (let i = 0; i < input.length; i++, at++) {
      const value = input[i]! * this.preGain;
      if (at < ready) signal[at] = value;
      else this.block[at - ready] = value;
    }
    this.blockLength = total - ready;
    this.compressor.process(signal);
    for (let i = 0; i < signal.length; i++) signal[i]! *= this.makeup;
    return signal;
  }
}

/**
 * Feed-forward RMS compressor with a soft knee (Giannoulis, Massberg & Reiss 2012), in place, block by
 * block of `controlInterval` samples; its state carries over, so a stretch may come in any whole blocks
 * (and one partial block at its end).
 */
class Compressor {
  private envelope = 0;
  private previousGain = 1;
  private readonly attack: number;
  private readonly release: number;

  constructor(sampleRate: number) {
    this.attack = Math.exp(-1 / (attackSeconds * sampleRate));
    this.release = Math.exp(-1 / (releaseSeconds * sampleRate));
  }

  process(signal: Float64Array): Float64Array {
    // Locals in the per-sample loops (fields there cost V8 a load and a store per sample).
    const { attack, release } = this;
    let envelope = this.envelope;
    let previousGain = this.previousGain;
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
    this.envelope = envelope;
    this.previousGain = previousGain;
    return signal;
  }
}

// Plain loops: `TypedArray.from` with a mapping callback was the slowest step here.
function toInt16(signal: Float64Array): Int16Array {
  const out = new Int16Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    out[i] = Math.max(-ceilingInt16, Math.min(ceilingInt16, Math.round(signal[i]! * 32768)));
  }
  return out;
}

function toFloat32(signal: Float64Array): Float32Array {
  const out = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i++) out[i] = Math.max(-ceiling, Math.min(ceiling, signal[i]!));
  return out;
}

function dbToGain(db: number): number {
  return 10 ** (db / 20);
}
