/** The sliders' defaults and ranges (speed 0.7–1.2 as the contract allows). */
export interface SpeechSettings {
  stability: number;
  similarity_boost: number;
  style: number;
  speed: number;
  use_speaker_boost: boolean;
}

export const defaultSpeechSettings: SpeechSettings = {
  stability: 0.5,
  similarity_boost: 0.75,
  style: 0,
  speed: 1,
  use_speaker_boost: true,
};

/** Spec 001 §5: stability under 30% risks instability, over 50% can sound monotone. */
export function stabilityWarning(stability: number): "low" | "high" | null {
  if (stability < 0.3) return "low";
  if (stability > 0.5) return "high";
  return null;
}

/** Credits a text costs: characters × the model's character cost multiplier. */
export function creditCost(characters: number, multiplier: number): number {
  return Math.ceil(characters * multiplier);
}
