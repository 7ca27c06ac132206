import type { VoiceFeatures } from "../../ports/voice-analysis.ts";

/**
 * One set of features for several samples: each figure weighted by the sample's voiced seconds (a
 * long clean sample says more about the speaker than a short noisy one); durations add up.
 */
export function combineFeatures(all: readonly VoiceFeatures[]): VoiceFeatures {
  const weights = all.map((features) => Math.max(features.voicedSeconds, 1e-3));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const mean = (pick: (features: VoiceFeatures) => number) =>
    all.reduce((sum, features, i) => sum + pick(features) * weights[i]!, 0) / total;
  return {
    f0MedianHz: mean((f) => f.f0MedianHz),
    f0RangeSemitones: mean((f) => f.f0RangeSemitones),
    speakingRate: mean((f) => f.speakingRate),
    spectralCentroidHz: mean((f) => f.spectralCentroidHz),
    voicedSeconds: all.reduce((sum, f) => sum + f.voicedSeconds, 0),
    durationSeconds: all.reduce((sum, f) => sum + f.durationSeconds, 0),
  };
}
