import type { Voice } from "@chorus/contract";

/** What cloning measured in one recording (the server's `analysis.sample` / `analysis.clone`). */
export interface MeasuredFeatures {
  f0MedianHz: number;
  f0RangeSemitones: number;
  speakingRate: number;
  spectralCentroidHz: number;
}

export interface VoiceAnalysis {
  baseVoice: string;
  engine: string;
  prosody: { pitch: number; rate: number; pitchRange: number };
  sample: MeasuredFeatures | null;
  clone: MeasuredFeatures | null;
}

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

function features(value: unknown): MeasuredFeatures | null {
  const raw = record(value);
  const f0 = num(raw.f0_median_hz);
  if (f0 === null) return null;
  return {
    f0MedianHz: f0,
    f0RangeSemitones: num(raw.f0_range_semitones) ?? 0,
    speakingRate: num(raw.speaking_rate) ?? 0,
    spectralCentroidHz: num(raw.spectral_centroid_hz) ?? 0,
  };
}

/**
 * Reads a custom voice's `analysis` (a Chorus extra the contract types loosely, see
 * apps/server/src/presenters/voice-presenter.ts). Null for voices without one.
 */
export function readVoiceAnalysis(voice: Voice): VoiceAnalysis | null {
  if (!voice.analysis) return null;
  const raw = record(voice.analysis);
  const prosody = record(raw.prosody);
  return {
    baseVoice: typeof raw.base_voice === "string" ? raw.base_voice : "",
    engine: typeof raw.engine === "string" ? raw.engine : "",
    prosody: {
      pitch: num(prosody.pitch) ?? 1,
      rate: num(prosody.rate) ?? 1,
      pitchRange: num(prosody.pitch_range) ?? 1,
    },
    sample: features(raw.sample),
    clone: features(raw.clone),
  };
}
