import { watermarkDetectionRate } from "@chorus/domain";
import { BandFilter } from "./band-filter.ts";
import { decodePayload, encodePayload } from "./payload-code.ts";
import { carrierHz, chipRate, codedBits, frameChips, type WatermarkLayout } from "./watermark-layout.ts";

/** The rate detection works at; callers resample (decode) to it first. */
export const detectionSampleRate = watermarkDetectionRate;
const samplesPerChip = detectionSampleRate / chipRate;
const carrierPeriod = detectionSampleRate / gcd(carrierHz, detectionSampleRate);

/**
 * Sync score from which audio counts as marked. Without a mark the score of one alignment is Rayleigh
 * (P(score > t) = e^(−t²)); the search tries 16,000 alignments, so 5 leaves ~2e-7 by chance. The
 * bench (bench/watermark-detection.bench.ts) measures the rates on real clips.
 */
export const detectionThreshold = 5;

/** Chips quieter than this (RMS, full scale 1) are skipped: silence carries no mark, only codec noise. */
const silenceLevel = 10 ** (-60 / 20);

export interface WatermarkDetection {
  /** Normalised sync correlation at the best alignment (≈1 on unmarked audio). */
  score: number;
  detected: boolean;
  /** 0–1: how sure the audio carries the mark (0.5 at the threshold). */
  confidence: number;
  /** The payload, when the mark is detected and its CRC checks. */
  payload?: number;
}

/**
 * Finds the watermark in mono Float32 PCM at 16 kHz. Every chip is demodulated (carrier removed,
 * half-sine matched filter) at each of the 20 sub-chip offsets, divided by the audio's local level
 * (the mark scales with it, so every loud enough chip weighs the same), and the chips are folded onto
 * one frame; the keyed sync pattern is then correlated at all 800 frame offsets. The best alignment's
 * phase reads the payload bits from the same folded frame. When their CRC fails (a short or quiet
 * recording), `candidates` (the ids the caller could own) are tried: the one whose 40 bit signs best match
 * the soft bit values is taken when the match is far beyond chance among that many candidates.
 */
export function detectWatermark(
  layout: WatermarkLayout,
  samples: Float32Array,
  candidates: readonly number[] = [],
): WatermarkDetection {
  const levels = localLevels(samples);
  const chipAt = chipDemodulator(samples);
  const sync: number[] = [];
  for (let chip = 0; chip < frameChips; chip++) if (layout.bitOfChip[chip]! < 0) sync.push(chip);
  const syncChips = Int32Array.from(sync);
  const syncSigns = Float64Array.from(sync, (chip) => layout.spreading[chip]!);

  let best = { score: 0, offset: 0, lag: 0, re: 0, im: 0 };
  let bestFold: { re: Float64Array; im: Float64Array; power: Float64Array } | undefined;
  for (let offset = 0; offset < samplesPerChip; offset++) {
    const re = new Float64Array(frameChips);
    const im = new Float64Array(frameChips);
    const power = new Float64Array(frameChips);
    for (let k = 0, start = offset; start + samplesPerChip <= samples.length; k++, start += samplesPerChip) {
      const level = levels[Math.floor(start / samplesPerChip)]!;
      if (level < silenceLevel) continue;
      const [chipRe, chipIm] = chipAt(start);
      const slot = k % frameChips;
      re[slot]! += chipRe / level;
      im[slot]! += chipIm / level;
      power[slot]! += (chipRe * chipRe + chipIm * chipIm) / (level * level);
    }
    // The folded frame twice over, so a lagged index never wraps.
    const re2 = new Float64Array(2 * frameChips);
    const im2 = new Float64Array(2 * frameChips);
    const power2 = new Float64Array(2 * frameChips);
    re2.set(re);
    re2.set(re, frameChips);
    im2.set(im);
    im2.set(im, frameChips);
    power2.set(power);
    power2.set(power, frameChips);
    for (let lag = 0; lag < frameChips; lag++) {
      let sumRe = 0;
      let sumIm = 0;
      let sumPower = 0;
      for (let j = 0; j < syncChips.length; j++) {
        const slot = syncChips[j]! + lag;
        const sign = syncSigns[j]!;
        sumRe += sign * re2[slot]!;
        sumIm += sign * im2[slot]!;
        sumPower += power2[slot]!;
      }
      if (sumPower <= 0) continue;
      const score = Math.sqrt((sumRe * sumRe + sumIm * sumIm) / sumPower);
      if (score > best.score) {
        best = { score, offset, lag, re: sumRe, im: sumIm };
        bestFold = { re, im, power };
      }
    }
  }
  const detected = best.score >= detectionThreshold;
  const confidence = 1 / (1 + Math.exp(-2 * (best.score - detectionThreshold)));
  const result: WatermarkDetection = { score: best.score, detected, confidence };
  if (!detected || !bestFold) return result;
  // The sync correlation's phase is the carrier's phase in this recording: project the bits onto it.
  const magnitude = Math.hypot(best.re, best.im);
  const unitRe = best.re / magnitude;
  const unitIm = best.im / magnitude;
  const bitSums = new Float64Array(codedBits);
  let bitPower = 0;
  for (let chip = 0; chip < frameChips; chip++) {
    const bit = layout.bitOfChip[chip]!;
    if (bit < 0) continue;
    const slot = (chip + best.lag) % frameChips;
    const projected = bestFold.re[slot]! * unitRe + bestFold.im[slot]! * unitIm;
    bitSums[bit]! += layout.spreading[chip]! * projected;
    bitPower += bestFold.power[slot]!;
  }
  const decoded = decodePayload(bitSums);
  // A valid CRC is trusted even when the id is none of the candidates (another workspace's audio, audio
  // kept out of history): against a clear mark of another id, a candidate sharing most of its bits would
  // score high too. CRC-8 catches every error of up to three bits, so a weak mark of a candidate reads
  // as a wrong but valid id only by a 1-in-256 chance, and then merely goes unnamed.
  if (decoded !== undefined) return { ...result, payload: decoded };
  const matched = bestCandidate(bitSums, bitPower, candidates);
  return matched === undefined ? result : { ...result, payload: matched };
}

/**
 * The candidate whose coded bits agree with the soft bit values, normalised like the sync score (the
 * projection on the carrier's phase keeps half the noise power, hence `bitPower / 2`). Against noise a
 * wrong id scores like a standard normal; the best of n wrong ones stays under √(2 ln n), so the match
 * must clear that by a margin, and stand clear of the runner-up.
 *
 * A mark of an id that is none of the candidates (another workspace's audio, audio kept out of history)
 * is not noise, though: it pushes every candidate's score by how many bits it shares with that id, and a
 * candidate can clear the margins while disagreeing with many strongly read bits. So the match must also
 * explain the bits: its misfit (the summed weight of the bits it reads the other way, normalised alike)
 * stays small, since only weak bits flip when the id is right.
 */
function bestCandidate(
  bitSums: Float64Array,
  bitPower: number,
  candidates: readonly number[],
): number | undefined {
  if (candidates.length === 0 || bitPower <= 0) return undefined;
  const scale = Math.sqrt(bitPower / 2);
  let best: { id: number; score: number } | undefined;
  let runnerUp = Number.NEGATIVE_INFINITY;
  for (const id of new Set(candidates)) {
    const bits = encodePayload(id);
    let sum = 0;
    for (let i = 0; i < codedBits; i++) sum += bits[i]! * bitSums[i]!;
    const score = sum / scale;
    if (!best || score > best.score) {
      runnerUp = best?.score ?? runnerUp;
      best = { id, score };
    } else runnerUp = Math.max(runnerUp, score);
  }
  if (!best) return undefined;
  const chance = Math.sqrt(2 * Math.log(Math.max(2, candidates.length)));
  let strongest = 0;
  for (let i = 0; i < codedBits; i++) strongest += Math.abs(bitSums[i]!);
  const misfit = strongest / scale - best.score;
  return best.score >= chance + candidateMargin &&
    best.score - runnerUp >= candidateMargin &&
    misfit <= allowedMisfit
    ? best.id
    : undefined;
}

/** How far beyond chance (in standard deviations) a candidate's match must be. */
const candidateMargin = 2;

/**
 * The most misfit a candidate may have. Measured over 48 marked clips of 2–6 s after mp3 at 64 kbps
 * (four Flite voices): the right id's misfit was at most 1.4, the best wrong id's (when the audio
 * carried another id) at least 5.7.
 */
const allowedMisfit = 3;

/**
 * The matched filter of one chip, O(1) per chip: Σ x[n]·e^(−jωn)·sin(π(n − start + ½)/L) over the chip's
 * L samples. The half-sine is split into two complex exponentials, so each half is a difference of
 * running sums of the demodulated signal (kept in float64), turned by a phase that depends on `start`.
 * All 20 sub-chip offsets then cost one pass over the audio instead of twenty.
 */
function chipDemodulator(samples: Float32Array): (start: number) => [number, number] {
  const length = samples.length;
  const carrierStep = (2 * Math.PI * carrierHz) / detectionSampleRate;
  const pulseStep = Math.PI / samplesPerChip;
  const upRe = new Float64Array(length + 1);
  const upIm = new Float64Array(length + 1);
  const downRe = new Float64Array(length + 1);
  const downIm = new Float64Array(length + 1);
  for (let n = 0; n < length; n++) {
    const x = samples[n]!;
    // The carrier repeats every `carrierPeriod` samples, the pulse's exponentials every 2L: small angles.
    const carrier = carrierStep * (n % carrierPeriod);
    const pulse = pulseStep * (n % (2 * samplesPerChip));
    const up = pulse - carrier;
    const down = -pulse - carrier;
    upRe[n + 1] = upRe[n]! + x * Math.cos(up);
    upIm[n + 1] = upIm[n]! + x * Math.sin(up);
    downRe[n + 1] = downRe[n]! + x * Math.cos(down);
    downIm[n + 1] = downIm[n]! + x * Math.sin(down);
  }
  return (start) => {
    const end = start + samplesPerChip;
    const turn = pulseStep * (0.5 - (start % (2 * samplesPerChip)));
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    const uRe = upRe[end]! - upRe[start]!;
    const uIm = upIm[end]! - upIm[start]!;
    const dRe = downRe[end]! - downRe[start]!;
    const dIm = downIm[end]! - downIm[start]!;
    // A = e^(j·turn)·U, B = e^(−j·turn)·D, chip = (A − B) / 2j.
    const aRe = cos * uRe - sin * uIm;
    const aIm = sin * uRe + cos * uIm;
    const bRe = cos * dRe + sin * dIm;
    const bIm = cos * dIm - sin * dRe;
    return [(aIm - bIm) / 2, -(aRe - bRe) / 2];
  };
}

/**
 * The RMS in the mark's band per chip-long block, averaged over ±8 blocks (≈21 ms), like the embedder's
 * level follower: the mark is a fixed fraction of it.
 */
function localLevels(samples: Float32Array): Float64Array {
  const blocks = Math.ceil(samples.length / samplesPerChip);
  const blockPower = new Float64Array(blocks);
  const band = new BandFilter(detectionSampleRate);
  for (let n = 0; n < samples.length; n++) {
    const inBand = band.next(samples[n]!);
    blockPower[Math.floor(n / samplesPerChip)]! += inBand * inBand;
  }
  const levels = new Float64Array(blocks);
  const reach = 8;
  for (let b = 0; b < blocks; b++) {
    let sum = 0;
    let count = 0;
    for (let j = Math.max(0, b - reach); j <= Math.min(blocks - 1, b + reach); j++) {
      sum += blockPower[j]!;
      count += samplesPerChip;
    }
    levels[b] = Math.sqrt(sum / count);
  }
  return levels;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
