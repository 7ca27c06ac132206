import type { VoiceFeatures } from "../../ports/voice-analysis.ts";

export type VoiceFigures = Pick<
  VoiceFeatures,
  "f0MedianHz" | "f0RangeSemitones" | "speakingRate" | "spectralCentroidHz"
>;

/**
 * One "clearly audible step" per figure: three semitones of pitch, a quarter brighter or darker,
 * a quarter faster or slower, three semitones more or less intonation range.
 */
const steps = { pitch: Math.log(2 ** (3 / 12)), timbre: Math.log(1.25), rate: Math.log(1.25), range: 3 };
/**
 * Pitch and timbre say most about who is speaking; rate and range depend on the text as much as on the
 * voice. Chosen by measuring every premade voice speaking another text than its preview (README figures).
 */
const weights = { pitch: 2, timbre: 2, rate: 0.5, range: 0.5 };
const totalWeight = weights.pitch + weights.timbre + weights.rate + weights.range;

const logRatio = (a: number, b: number) => Math.log(Math.max(a, 1e-3) / Math.max(b, 1e-3));

/**
 * How far apart two voices sound by the figures cloning measures: the weighted root mean square of
 * each figure's difference in steps. 0 for identical figures, about 1 when every figure is one step
 * off; `similarity_threshold` (0 to 2) is read on this scale.
 */
export function voiceDistance(a: VoiceFigures, b: VoiceFigures): number {
  const pitch = logRatio(a.f0MedianHz, b.f0MedianHz) / steps.pitch;
  const timbre = logRatio(a.spectralCentroidHz, b.spectralCentroidHz) / steps.timbre;
  const rate = logRatio(a.speakingRate, b.speakingRate) / steps.rate;
  const range = (a.f0RangeSemitones - b.f0RangeSemitones) / steps.range;
  return Math.sqrt(
    (weights.pitch * pitch ** 2 +
      weights.timbre * timbre ** 2 +
      weights.rate * rate ** 2 +
      weights.range * range ** 2) /
      totalWeight,
  );
}

/** Whether figures describe a voice at all (a sample without voiced speech has no pitch). */
export function hasVoice(figures: VoiceFigures): boolean {
  return figures.f0MedianHz > 0 && figures.spectralCentroidHz > 0 && figures.speakingRate > 0;
}

/**
 * The candidates nearest to `sample`, nearest first (ties keep the candidates' order), at most `topK`,
 * only those within `threshold` when one is given. Candidates without a voice are skipped.
 */
export function nearestVoices<T>(
  sample: VoiceFigures,
  candidates: readonly { item: T; figures: VoiceFigures }[],
  options: { topK: number; threshold?: number },
): { item: T; distance: number }[] {
  return candidates
    .filter((candidate) => hasVoice(candidate.figures))
    .map((candidate, index) => ({
      item: candidate.item,
      distance: voiceDistance(sample, candidate.figures),
      index,
    }))
    .filter((candidate) => options.threshold === undefined || candidate.distance <= options.threshold)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, options.topK)
    .map(({ item, distance }) => ({ item, distance }));
}
