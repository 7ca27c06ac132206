/**
 * Rough F0 (pitch) analysis for tests: normalized autocorrelation per 40 ms frame, keeping frames that are
 * loud and clearly periodic. Good enough to tell "higher", "lower", "flatter" and "livelier" apart on
 * synthetic speech; not a general-purpose pitch tracker.
 */
export interface PitchTrack {
  /** F0 in Hz of each voiced frame, in time order. */
  f0: number[];
  median: number;
  /** Standard deviation of the voiced frames' F0 in semitones around the median (scale-free "liveliness"). */
  spreadSemitones: number;
}

const minHz = 60;
const maxHz = 450;

export function analysePitch(samples: Int16Array, sampleRate: number): PitchTrack {
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.01);
  const minLag = Math.floor(sampleRate / maxHz);
  const maxLag = Math.ceil(sampleRate / minHz);
  const overall = rms(samples);
  const f0: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += hop) {
    if (rms(samples, start, start + frame) < overall * 0.3) continue;
    const scores = new Float64Array(maxLag + 1);
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      let a = 0;
      let b = 0;
      for (let i = start; i < start + frame; i++) {
        const x = samples[i]!;
        const y = samples[i + lag]!;
        cross += x * y;
        a += x * x;
        b += y * y;
      }
      const score = a > 0 && b > 0 ? cross / Math.sqrt(a * b) : 0;
      scores[lag] = score;
      if (score > best) best = score;
    }
    if (best < 0.7) continue;
    // The first lag that is nearly as good as the best avoids picking a multiple of the period (octave error).
    let lag = minLag;
    while (lag < maxLag && !(scores[lag]! >= best * 0.92 && isPeak(scores, lag))) lag++;
    f0.push(sampleRate / refine(scores, lag));
  }
  const sorted = [...f0].sort((x, y) => x - y);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
  const semitones = f0.map((hz) => 12 * Math.log2(hz / median));
  const spreadSemitones = semitones.length
    ? Math.sqrt(semitones.reduce((sum, s) => sum + s * s, 0) / semitones.length)
    : 0;
  return { f0, median, spreadSemitones };
}

/** Root mean square of 16-bit samples (0..32768). */
export function rms(samples: Int16Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

function isPeak(scores: Float64Array, lag: number): boolean {
  return scores[lag]! >= (scores[lag - 1] ?? 0) && scores[lag]! >= (scores[lag + 1] ?? 0);
}

/** Parabolic interpolation around the chosen lag for sub-sample precision. */
function refine(scores: Float64Array, lag: number): number {
  const left = scores[lag - 1] ?? scores[lag]!;
  const right = scores[lag + 1] ?? scores[lag]!;
  const centre = scores[lag]!;
  const denominator = left - 2 * centre + right;
  return denominator === 0 ? lag : lag + (0.5 * (left - right)) / denominator;
}
