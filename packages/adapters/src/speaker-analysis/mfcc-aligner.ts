import type { AudioAligner, AudioWarp } from "@chorus/domain";
import { SerialWorker, wholeBuffer } from "../off-thread/serial-worker.ts";
import { dynamicTimeWarp } from "./dynamic-time-warp.ts";
import { mfccFrameSeconds, mfccFrames, mfccHopSeconds } from "./mfcc.ts";

/** The most DTW cells one alignment may take (64 M: 64 MB of back-pointers, about 11 minutes against 11 minutes). */
const maxCells = 64_000_000;

/** The warp path as flat arrays (one entry per reference frame), cheap to pass between threads. */
export interface WarpRows {
  firstB: Int32Array;
  lastB: Int32Array;
  distance: Float64Array;
  /** Seconds between two rows (frames are decimated for long inputs). */
  hop: number;
}

/**
 * Aligns by MFCC frames and dynamic time warping. Each recording's coefficients are normalized to
 * zero mean and unit variance first: the two are different voices (a synthesized reference and a
 * person), and normalization removes most of what differs between speakers and channels while
 * keeping what the phones have in common. Long inputs are decimated in time to stay in `maxCells`.
 *
 * The work (seconds of MFCC per hour of audio, then up to 64 M DTW cells) runs in a worker thread
 * (`alignment-worker.ts`), so the event loop keeps answering other requests meanwhile.
 */
export const mfccAudioAligner: AudioAligner = {
  async align(reference, target, sampleRate, signal) {
    // The samples move to the worker without a copy (the port says callers let go of them).
    const transfer = [...wholeBuffer(reference), ...wholeBuffer(target)];
    return warpOf(await alignmentWorker.run({ reference, target, sampleRate }, transfer, signal));
  },
};

/** Two recordings of the same words, for the worker. */
export interface AlignmentJob {
  reference: Int16Array;
  target: Int16Array;
  sampleRate: number;
}

const alignmentWorker = new SerialWorker<AlignmentJob, WarpRows>(
  new URL("./alignment-worker.ts", import.meta.url),
  "chorus-alignment",
);

/** The whole computation, as the worker runs it. */
export function computeWarpRows(reference: Int16Array, target: Int16Array, sampleRate: number): WarpRows {
  // Read as 16-bit PCM directly: a float copy of an hour of audio would be 300 MB more.
  const referenceFrames = normalize(mfccFrames(reference, sampleRate, 1 / 32768));
  const targetFrames = normalize(mfccFrames(target, sampleRate, 1 / 32768));
  const stride = Math.max(1, Math.ceil(Math.sqrt((referenceFrames.length * targetFrames.length) / maxCells)));
  const rows = dynamicTimeWarp(decimate(referenceFrames, stride), decimate(targetFrames, stride));
  return {
    firstB: Int32Array.from(rows, (row) => row.firstB),
    lastB: Int32Array.from(rows, (row) => row.lastB),
    distance: Float64Array.from(rows, (row) => row.distance),
    hop: mfccHopSeconds * stride,
  };
}

export function warpOf(rows: WarpRows): AudioWarp {
  const { hop } = rows;
  const centre = mfccFrameSeconds / 2;
  // A reference frame paired with a run of target frames (the user paused there) maps to the run's middle.
  const targetAt = Array.from(rows.firstB, (firstB, k) => centre + ((firstB + rows.lastB[k]!) / 2) * hop);
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
      const length = rows.distance.length;
      if (length === 0) return 0;
      const first = fromSeconds === undefined ? 0 : Math.max(0, Math.floor(frameOf(fromSeconds)));
      const last = toSeconds === undefined ? length - 1 : Math.min(length - 1, Math.ceil(frameOf(toSeconds)));
      let sum = 0;
      let count = 0;
      for (let k = first; k <= last; k++) {
        sum += rows.distance[k]!;
        count++;
      }
      return count === 0 ? 0 : sum / count;
    },
  };
}

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
