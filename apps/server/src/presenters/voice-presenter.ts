import { speechLanguages, ttsModels, type Voice, type VoiceSettings } from "@chorus/contract";
import type { VoiceSettingsValues, VoiceView } from "@chorus/domain";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const words = (label: string) => label.replaceAll("_", " ").replaceAll("-", " ");

export function presentVoiceSettings(settings: VoiceSettingsValues): VoiceSettings {
  return {
    stability: settings.stability,
    similarity_boost: settings.similarityBoost,
    style: settings.style,
    use_speaker_boost: settings.useSpeakerBoost,
    speed: settings.speed,
  };
}

/** `Voice` as the SDK reads it. The description names the engine that speaks the voice, plainly. */
export function presentVoice(view: VoiceView, options: { publicUrl: string; withSettings: boolean }): Voice {
  const { voice } = view;
  const previewUrl = `${options.publicUrl}/v1/voices/${voice.voiceId}/preview`;
  const language = speechLanguages[voice.language];
  return {
    voice_id: voice.voiceId,
    name: voice.name,
    samples: null,
    category: view.category,
    labels: {
      accent: voice.accent,
      description: voice.descriptive,
      age: voice.age,
      gender: voice.gender,
      use_case: voice.useCase,
      language: voice.language,
    },
    description: `${capitalize(voice.descriptive)} ${words(voice.accent)} ${language} ${voice.gender} voice, good for ${words(voice.useCase)}. Spoken by ${voice.spokenBy}.`,
    preview_url: previewUrl,
    available_for_tiers: [],
    settings: options.withSettings ? presentVoiceSettings(view.settings) : null,
    high_quality_base_model_ids: [],
    verified_languages: ttsModels
      .filter((model) => !model.legacy && model.languages.includes(voice.language))
      .map((model) => ({
        language: voice.language,
        model_id: model.modelId,
        accent: voice.accent,
        locale: voice.locale,
        preview_url: previewUrl,
      })),
    safety_control: null,
    voice_verification: {
      requires_verification: false,
      is_verified: false,
      verification_failures: [],
      verification_attempts_count: 0,
    },
    is_owner: false,
    is_legacy: false,
    is_mixed: false,
    language: voice.language,
    engine: voice.engine.engine,
  };
}
