import type { VoiceSettings } from "@chorus/contract";
import type { VoiceSettingsValues } from "../records.ts";

/** ElevenLabs' defaults (`GET /v1/voices/settings/default`). */
export const defaultVoiceSettings: VoiceSettingsValues = {
  stability: 0.5,
  similarityBoost: 0.75,
  style: 0,
  useSpeakerBoost: true,
  speed: 1,
};

/** Applies the fields a client sent on top of `base`; absent and `null` fields keep the base value. */
export function mergeVoiceSettings(
  base: VoiceSettingsValues,
  patch: VoiceSettings | null | undefined,
): VoiceSettingsValues {
  if (!patch) return base;
  return {
    stability: patch.stability ?? base.stability,
    similarityBoost: patch.similarity_boost ?? base.similarityBoost,
    style: patch.style ?? base.style,
    useSpeakerBoost: patch.use_speaker_boost ?? base.useSpeakerBoost,
    speed: patch.speed ?? base.speed,
  };
}
