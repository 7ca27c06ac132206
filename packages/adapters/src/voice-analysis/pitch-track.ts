import { yinDetector } from "./yin.ts";

/** The F0 range speech lives in; detections outside it are octave errors or noise. */
const minF0 = 60;
const maxF0 = 500;

/**
 * Above this rate a recording is halved before pitch tracking: YIN's work grows with the square of
 * the frame, and speech F0 (60–500 Hz) with the harmonics YIN reads lies well below 5.5 kHz. At
 * 22.05 kHz (eSpeak-NG) this makes the analysis about four times cheaper for the same frames.
 */
const halveAbove = 16_000;

/** Every two samples averaged: half the rate, with the averaging as a gentle low-pass against aliasing. */
function halve(signal: Float32Array): Float32Array {
  const out = new Float32Array(signal.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = (signal[2 * i]! + signal[2 * i + 1]!) / 2;
  return out;
}

/**
 * F0 of every frame (YIN, yin.ts), null where the frame is unvoiced or silent. 40 ms frames
 * (two periods of the lowest pitch) every 10 ms, placed exactly where `framesOf` puts them at the
 * recording's own rate; `loud[i]` says whether frame i carries speech.
 */
export function pitchTrack(
  signal: Float32Array,
  sampleRate: number,
  loud: readonly boolean[],
): (number | null)[] {
  const size = Math.round(0.04 * sampleRate);
  const hop = Math.round(0.01 * sampleRate);
  const factor = sampleRate > halveAbove ? 2 : 1;
  const tracked = factor === 2 ? halve(signal) : signal;
  const trackedSize = Math.floor(size / factor);
  const detect = yinDetector({ sampleRate: sampleRate / factor, threshold: 0.25 });
  const track: (number | null)[] = [];
  for (let start = 0, index = 0; start + size <= signal.length; start += hop, index++) {
    const at = Math.floor(start / factor);
    const f0 = loud[index] ? detect(tracked.subarray(at, at + trackedSize)) : null;
    track.push(f0 !== null && f0 >= minF0 && f0 <= maxF0 ? f0 : null);
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
