import { YIN } from "pitchfinder";
import { framesOf } from "./frames.ts";

/** The F0 range speech lives in; detections outside it are octave errors or noise. */
const minF0 = 60;
const maxF0 = 500;

/**
 * F0 of every frame (YIN, pitchfinder), null where the frame is unvoiced or silent. 40 ms frames
 * (two periods of the lowest pitch) every 10 ms; `loud[i]` says whether frame i carries speech.
 */
export function pitchTrack(
  signal: Float32Array,
  sampleRate: number,
  loud: readonly boolean[],
): (number | null)[] {
  const size = Math.round(0.04 * sampleRate);
  const hop = Math.round(0.01 * sampleRate);
  const detect = YIN({ sampleRate, threshold: 0.25 });
  const track: (number | null)[] = [];
  let index = 0;
  for (const frame of framesOf(signal, size, hop)) {
    const f0 = loud[index] ? detect(frame) : null;
    track.push(f0 !== null && f0 >= minF0 && f0 <= maxF0 ? f0 : null);
    index++;
  }
  return track;
}

/**
 * Drops isolated pitch values that jump an octave away from both neighbours' median: YIN's usual
 * octave errors, which would otherwise widen the measured range.
 */
export function smoothOctaveErrors(track: readonly (number | null)[]): (number | null)[] {
  return track.map((f0, i) => {
    if (f0 === null) return null;
    const around = track.slice(Math.max(0, i - 5), i + 6).filter((v): v is number => v !== null);
    around.sort((a, b) => a - b);
    const median = around[Math.floor(around.length / 2)] ?? f0;
    const ratio = f0 / median;
    return ratio > 1.7 || ratio < 0.6 ? null : f0;
  });
}
