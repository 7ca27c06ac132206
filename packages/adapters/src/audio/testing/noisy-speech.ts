/**
 * Noisy speech for measuring noise suppression: seeded white and babble-like noise mixed into clean
 * speech at a chosen SNR, and the SNR of a processed recording against the clean reference.
 */

import { seededRandom } from "@chorus/domain";

/** Gaussian white noise of unit variance (Box–Muller). */
export function whiteNoise(length: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const noise = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const u = Math.max(random(), 1e-12);
    noise[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  }
  return noise;
}

/**
 * Babble-like noise: several copies of `speech`, each shifted by a seeded offset and summed, so it
 * has speech's spectrum and its non-stationary envelope, unlike white noise.
 */
export function babbleNoise(speech: Int16Array, talkers: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const noise = new Float64Array(speech.length);
  for (let talker = 0; talker < talkers; talker++) {
    const shift = Math.floor(random() * speech.length);
    for (let i = 0; i < speech.length; i++) noise[i]! += speech[(i + shift) % speech.length]!;
  }
  return noise;
}

const energy = (signal: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < signal.length; i++) sum += signal[i]! ** 2;
  return sum;
};

/** `speech` plus `noise` scaled so that the mix has `snrDb`; clipped to 16 bits. */
export function mixAtSnr(speech: Int16Array, noise: Float64Array, snrDb: number): Int16Array {
  const scale = Math.sqrt(energy(speech) / (energy(noise) * 10 ** (snrDb / 10)));
  return Int16Array.from(speech, (s, i) =>
    Math.max(-32768, Math.min(32767, Math.round(s + scale * noise[i]!))),
  );
}

/**
 * SNR (dB) of `processed` against `clean`: the best lag within ±`maxLagSamples` (encoders and
 * filters delay the signal) and the least-squares gain are applied first, lengths are cut to the
 * overlap, and what differs from the clean reference counts as noise.
 */
export function snrAgainstReference(clean: Int16Array, processed: Int16Array, maxLagSamples = 4000): number {
  let bestLag = 0;
  let bestCorrelation = Number.NEGATIVE_INFINITY;
  // A coarse pass every 4 lags (on every other sample), then the exact lag around the winner.
  const correlation = (lag: number) => {
    let sum = 0;
    for (let i = Math.max(0, -lag); i < clean.length && i + lag < processed.length; i += 2)
      sum += clean[i]! * processed[i + lag]!;
    return sum;
  };
  for (let lag = -maxLagSamples; lag <= maxLagSamples; lag += 4) {
    const c = correlation(lag);
    if (c > bestCorrelation) [bestCorrelation, bestLag] = [c, lag];
  }
  for (let lag = bestLag - 4; lag <= bestLag + 4; lag++) {
    const c = correlation(lag);
    if (c > bestCorrelation) [bestCorrelation, bestLag] = [c, lag];
  }
  let cross = 0;
  let own = 0;
  const pairs: [number, number][] = [];
  for (let i = Math.max(0, -bestLag); i < clean.length && i + bestLag < processed.length; i++) {
    const x = clean[i]!;
    const y = processed[i + bestLag]!;
    cross += x * y;
    own += y * y;
    pairs.push([x, y]);
  }
  const gain = own === 0 ? 0 : cross / own;
  let signal = 0;
  let noise = 0;
  for (const [x, y] of pairs) {
    signal += x * x;
    noise += (x - gain * y) ** 2;
  }
  return 10 * Math.log10(signal / Math.max(noise, 1e-9));
}
