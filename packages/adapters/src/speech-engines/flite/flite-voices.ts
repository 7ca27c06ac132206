import type { EngineVoice, ProsodyControls } from "@chorus/domain";

export type FliteVoiceName = "slt" | "rms" | "awb" | "kal16" | "kal";

interface FliteVoiceSpec {
  sampleRate: number;
  /** The voice's own duration_stretch (the diphone voices ship 1.1). */
  durationStretch: number;
  /**
   * The voice's own int_f0_target_mean / int_f0_target_stddev in Hz, found by setting candidates until the
   * output was byte-identical to the default (slt 172/27 also matches Flite's source). Undefined for rms,
   * whose F0 model ignores these features (and f0_shift): measured, its F0 did not move at all.
   */
  f0?: { mean: number; stddev: number };
}

export const fliteVoices: Record<FliteVoiceName, FliteVoiceSpec> = {
  slt: { sampleRate: 16_000, durationStretch: 1, f0: { mean: 172, stddev: 27 } },
  rms: { sampleRate: 16_000, durationStretch: 1 },
  awb: { sampleRate: 16_000, durationStretch: 1, f0: { mean: 132, stddev: 25 } },
  kal16: { sampleRate: 16_000, durationStretch: 1.1, f0: { mean: 95, stddev: 11 } },
  kal: { sampleRate: 8_000, durationStretch: 1.1, f0: { mean: 95, stddev: 11 } },
};

export function fliteVoiceName(voice: EngineVoice): FliteVoiceName {
  const name = voice.engineVoiceId.trim();
  if (!Object.hasOwn(fliteVoices, name)) {
    throw new Error(
      `Unknown Flite voice "${voice.engineVoiceId}" (one of ${Object.keys(fliteVoices).join(", ")})`,
    );
  }
  return name as FliteVoiceName;
}

export interface FliteSettings {
  /** `--setf` features; a value equal to the voice's default is left out so rate 1 / pitch 1 is the voice as shipped. */
  features: Record<string, number>;
  /** Pitch factor applied afterwards with Sonic, for the voice whose F0 Flite cannot move (rms). */
  pitchShift: number;
}

/**
 * - rate → duration_stretch = voice default / rate (0.8 vs 1.2 measured 1.50× on every voice);
 * - pitch → int_f0_target_mean = voice mean × pitch;
 * - pitchRange → int_f0_target_stddev = voice stddev × pitch × pitchRange / 0.5: 0.5 is the voice's own
 *   intonation, 0 monotone, 1 twice the excursions; the pitch factor keeps the contour's shape in
 *   semitones when the mean moves.
 * rms ignores the F0 features, so its pitch is shifted with Sonic instead (duration kept, so the phone
 * times still hold) and its pitchRange has no effect.
 */
export function fliteSettings(name: FliteVoiceName, prosody: ProsodyControls): FliteSettings {
  const spec = fliteVoices[name];
  const rate = positiveOr(prosody.rate, 1);
  const pitch = Math.min(2, Math.max(0.5, positiveOr(prosody.pitch, 1)));
  const range = Math.min(1, Math.max(0, Number.isFinite(prosody.pitchRange) ? prosody.pitchRange : 0.5));
  const features: Record<string, number> = {};
  if (rate !== 1) features.duration_stretch = round(spec.durationStretch / Math.min(4, Math.max(0.25, rate)));
  if (!spec.f0) return { features, pitchShift: pitch };
  if (pitch !== 1) features.int_f0_target_mean = round(spec.f0.mean * pitch);
  if (pitch !== 1 || range !== 0.5)
    features.int_f0_target_stddev = round((spec.f0.stddev * pitch * range) / 0.5);
  return { features, pitchShift: 1 };
}

const positiveOr = (value: number, fallback: number) =>
  Number.isFinite(value) && value > 0 ? value : fallback;
const round = (value: number) => Math.round(value * 1000) / 1000;
