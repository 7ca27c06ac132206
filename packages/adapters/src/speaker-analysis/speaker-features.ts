import type { Utterance } from "@chorus/domain";
import { toFloat } from "../voice-analysis/frames.ts";
import { pitchTrack } from "../voice-analysis/pitch-track.ts";
import { mfccCoefficients, mfccFrames, mfccHopSeconds } from "./mfcc.ts";

/**
 * A speaker's features over a stretch of speech: the mean and spread of the MFCCs c1…c12 (the
 * vocal tract's shape: timbre) and the median log-F0 (the voice's pitch), scaled so that every part
 * weighs about the same in a Euclidean distance: MFCC units are roughly comparable among
 * themselves, and one octave of pitch difference counts like a large timbre difference.
 */
export interface SpeakerFeatures {
  vector: Float64Array;
  /** Seconds of speech the features come from. */
  speechSeconds: number;
}

/** Weight of log2(F0): an octave apart adds this much distance. */
const pitchWeight = 6;
/** Weight of the MFCC spreads relative to the means: they are noisier over short windows. */
const spreadWeight = 0.5;
/** Below this, F0 was not found (whispered or very short speech): the pitch part is left neutral. */
const fallbackLog2F0 = Math.log2(150);

export const speakerFeatureLength = 2 * mfccCoefficients + 1;

/** Indexes of the 10 ms frames that fall inside the ranges (seconds). */
function frameIndexes(ranges: readonly Utterance[], frameCount: number): number[] {
  const indexes: number[] = [];
  for (const range of ranges) {
    const first = Math.max(0, Math.floor(range.start / mfccHopSeconds));
    const last = Math.min(frameCount, Math.ceil(range.end / mfccHopSeconds));
    for (let i = first; i < last; i++) indexes.push(i);
  }
  return indexes;
}

/** F0 is estimated on every fifth 10 ms frame: a 2 s window still gets 40 estimates for its median, and YIN is the costly part (30 minutes of speech separate in about 20 s). */
const pitchEvery = 5;

/** The analysis of a whole recording that windows are cut from: MFCC per 10 ms and F0 per 10 ms. */
export interface FeatureTracks {
  mfcc: Float64Array[];
  f0: (number | null)[];
}

export function featureTracks(samples: Int16Array, sampleRate: number): FeatureTracks {
  const signal = toFloat(samples);
  const mfcc = mfccFrames(signal, sampleRate);
  const sampled = Array.from({ length: mfcc.length + 8 }, (_, i) => i % pitchEvery === 0);
  const f0 = pitchTrack(signal, sampleRate, sampled);
  return { mfcc, f0 };
}

/** The features of the speech in the ranges (seconds); null when it is too short to say anything. */
export function featuresOf(tracks: FeatureTracks, ranges: readonly Utterance[]): SpeakerFeatures | null {
  const indexes = frameIndexes(ranges, tracks.mfcc.length);
  const frames = indexes.map((i) => tracks.mfcc[i]!);
  if (frames.length < 20) return null;
  const vector = new Float64Array(speakerFeatureLength);
  for (const frame of frames)
    for (let k = 0; k < mfccCoefficients; k++) vector[k]! += frame[k]! / frames.length;
  for (const frame of frames)
    for (let k = 0; k < mfccCoefficients; k++)
      vector[mfccCoefficients + k]! += (frame[k]! - vector[k]!) ** 2 / frames.length;
  for (let k = 0; k < mfccCoefficients; k++)
    vector[mfccCoefficients + k] = spreadWeight * Math.sqrt(vector[mfccCoefficients + k]!);
  const pitches = indexes
    .map((i) => tracks.f0[i] ?? null)
    .filter((f0): f0 is number => f0 !== null)
    .sort((a, b) => a - b);
  const log2F0 = pitches.length >= 5 ? Math.log2(pitches[Math.floor(pitches.length / 2)]!) : fallbackLog2F0;
  vector[2 * mfccCoefficients] = pitchWeight * log2F0;
  return { vector, speechSeconds: frames.length * mfccHopSeconds };
}

export function distance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
