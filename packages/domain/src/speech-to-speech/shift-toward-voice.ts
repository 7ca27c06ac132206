import type { Ports } from "../context.ts";
import type { VoiceFeatures } from "../ports/voice-analysis.ts";
import { premadeVoiceFeatures } from "../voices/similar/premade-voice-features.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** How far the recording's pitch and timbre move, as multipliers. */
export interface VoiceShift {
  pitch: number;
  formant: number;
}

/**
 * The shift from a speaker to a voice: pitch by the ratio of their median F0 (an octave at most
 * either way), formants by the geometric mean of the brightness ratio (spectral centroid) and the
 * part of a pitch change that vocal tracts follow (formants move about a third as far as F0 between
 * speakers: men to women is about +70 % F0 and +15–20 % formants), held within ±25 % so speech stays
 * intelligible. No shift for a figure that is missing (no voiced frames).
 */
export function voiceShift(from: VoiceFeatures, to: VoiceFeatures): VoiceShift {
  if (!(from.f0MedianHz > 0 && to.f0MedianHz > 0)) return { pitch: 1, formant: 1 };
  const pitch = clamp(to.f0MedianHz / from.f0MedianHz, 0.5, 2);
  const brightness =
    from.spectralCentroidHz > 0 && to.spectralCentroidHz > 0
      ? to.spectralCentroidHz / from.spectralCentroidHz
      : 1;
  const formant = clamp(Math.sqrt(clamp(brightness, 0.6, 1.6) * pitch ** 0.3), 0.8, 1.25);
  return { pitch, formant };
}

/** What the target voice sounds like: a custom voice's measured samples, a premade voice's own speech. */
function targetFeatures(plan: VoiceChangePlan): VoiceFeatures | undefined {
  const profile = plan.voice.custom?.record.profile;
  if (profile) return profile.sample;
  return premadeVoiceFeatures(plan.voice.voice.voiceId);
}

/**
 * The voice changer's conversion where words cannot be recognised: the recording itself, moved in
 * pitch and timbre toward the voice (voiceShift), timing untouched.
 */
export async function shiftTowardVoice(
  ports: Pick<Ports, "speech" | "audio" | "voiceAnalyzer" | "blobs">,
  plan: VoiceChangePlan,
): Promise<{ samples: Int16Array; sampleRate: number; shift: VoiceShift }> {
  const { samples, sampleRate } = plan.audio;
  const target = targetFeatures(plan);
  const shift = target
    ? voiceShift(ports.voiceAnalyzer.analyze(samples, sampleRate), target)
    : { pitch: 1, formant: 1 };
  const shifted = await ports.audio.shiftVoice(samples, sampleRate, shift);
  return { samples: shifted, sampleRate, shift };
}
