import type { AudioAligner, AudioWarp } from "@chorus/domain";
import { dynamicTimeWarp, type WarpRow } from "./dynamic-time-warp.ts";
import { mfccFrameSeconds, mfccFrames, mfccHopSeconds } from "./mfcc.ts";

/** The most DTW cells one alignment may take (64 M: 64 MB of back-pointers, about 11 minutes against 11 minutes). */
const maxCells = 64_000_000;

/**
 * Aligns by MFCC frames and dynamic time warping. Each recording's coefficients are normalized to
 * zero mean and unit variance first: the two are different voices (a synthesized reference and a
 * person), and normalization removes most of what differs between speakers and channels while
 * keeping what the phones have in common. Long inputs are decimated in time to stay in `maxCells`.
 */
export const mfccAudioAligner: AudioAligner = {
  align(reference, target, sampleRate): AudioWarp {
    const referenceFrames = normalize(mfccFrames(toFloat(reference), sampleRate));
    const targetFrames = normalize(mfccFrames(toFloat(target), sampleRate));
    const stride = Math.max(
      1,
      Math.ceil(Math.sqrt((referenceFrames.length * targetFrames.length) / maxCells)),
    );
    const rows = dynamicTimeWarp(decimate(referenceFrames, stride), decimate(targetFrames, stride));
    return warpOf(rows, mfccHopSeconds * stride);
  },
};

function warpOf(rows: WarpRow[], hop: number): AudioWarp {
  const centre = mfccFrameSeconds / 2;
  // A reference frame paired with a run of target frames (the user paused there) maps to the run's middle.
  const targetAt = rows.map((row) => centre + ((row.firstB + row.lastB) / 2) * hop);
  const frameOf = (seconds: number) => (seconds - centre) / hop;
  return {
    targetSeconds(referenceSeconds) {
      if (targetAt.length === 0) return referenceSeconds;
      const position = Math.min(Math.max(frameOf(referenceSeconds), 0), targetAt.length - 1);
      const low = Math.floor(position);
      const high = Math.min(low + 1, targetAt.length - 1);
      const fraction = position - low;
      return Math.max(0, targetAt[low]! * (1 - fraction) + targetAt[high]! * fraction);
    },
    loss(fromSeconds, toSeconds) {
      if (rows.length === 0) return 0;
      const first = fromSeconds === undefined ? 0 : Math.max(0, Math.floor(frameOf(fromSeconds)));
      const last =
        toSeconds === undefined ? rows.length - 1 : Math.min(rows.length - 1, Math.ceil(frameOf(toSeconds)));
      let sum = 0;
      let count = 0;
      for (let k = first; k <= last; k++) {
        sum += rows[k]!.distance;
        count++;
      }
      return count === 0 ? 0 : sum / count;
    },
  };
}

const toFloat = (samples: Int16Array) => Float32Array.from(samples, (s) => s / 32768);

function normalize(frames: Float64Array[]): Float64Array[] {
  if (frames.length === 0) return frames;
  const dims = frames[0]!.length;
  const mean = new Float64Array(dims);
  const deviation = new Float64Array(dims);
  for (const frame of frames) for (let k = 0; k < dims; k++) mean[k]! += frame[k]! / frames.length;
  for (const frame of frames)
    for (let k = 0; k < dims; k++) deviation[k]! += (frame[k]! - mean[k]!) ** 2 / frames.length;
  for (let k = 0; k < dims; k++) deviation[k] = Math.sqrt(deviation[k]!) || 1;
  return frames.map((frame) => frame.map((value, k) => (value - mean[k]!) / deviation[k]!));
}

function decimate(frames: Float64Array[], stride: number): Float64Array[] {
  return stride === 1 ? frames : frames.filter((_, index) => index % stride === 0);
}
