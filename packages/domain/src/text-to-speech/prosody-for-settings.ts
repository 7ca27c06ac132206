import type { ProsodyControls } from "../ports/speech.ts";
import type { VoiceSettingsValues } from "../records.ts";

/**
 * How voice settings become engine prosody (documented for users in the API reference):
 * - `speed` (0.7–1.2) is the speaking-rate multiplier: duration scales by 1/speed.
 * - `stability` sets the intonation range: 1 is nearly monotone (range 0.15), 0 the liveliest
 *   (0.85); `style` adds up to 0.15 more range.
 * - `similarity_boost` holds each sentence's pitch to the voice's own: at 1 every sentence is at
 *   the base pitch, at 0 sentences drift by up to ±8%.
 * - `style` (exaggeration) also varies pace (±5%) and pitch (±5%) from sentence to sentence.
 * The variation comes from `random`, seeded by the request's `seed`, so identical requests with
 * the same seed give identical audio.
 */
export function prosodyForSentence(settings: VoiceSettingsValues, random: () => number): ProsodyControls {
  const swing = () => random() * 2 - 1;
  const pitchDrift = swing() * (1 - settings.similarityBoost) * 0.08 + swing() * settings.style * 0.05;
  const paceDrift = swing() * settings.style * 0.05;
  return {
    rate: settings.speed * (1 + paceDrift),
    pitch: 1 + pitchDrift,
    pitchRange: Math.min(1, Math.max(0, 0.15 + (1 - settings.stability) * 0.7 + settings.style * 0.15)),
  };
}
