import { speechLanguages, ttsModels, type Voice, type VoiceSettings } from "@chorus/contract";
import type { CustomVoiceRecord, VoiceSettingsValues, VoiceView } from "@chorus/domain";
import { presentProfessionalState, presentSample } from "./professional-voice-presenter.ts";
import { presentVoiceLibraryFields } from "./voice-sharing-presenter.ts";

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

export interface VoicePresentation {
  publicUrl: string;
  withSettings: boolean;
  /** The person asking: `is_owner` is true for the custom voices they created or added from the library. */
  viewerUserId: string;
}

/**
 * `Voice` as the SDK reads it. The description names the engine that speaks the voice, plainly;
 * `sharing` and `collection_ids` come from the voice library (voice-sharing-presenter.ts).
 */
export function presentVoice(view: VoiceView, options: VoicePresentation): Voice {
  return { ...presentVoiceItself(view, options), ...presentVoiceLibraryFields(view) };
}

function presentVoiceItself(view: VoiceView, options: VoicePresentation): Voice {
  if (view.custom) return presentCustomVoice(view.custom, view.settings, options);
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
    // What the voice sounds like and is good for; which engine speaks it is `spoken_by` (and `engine`).
    description: `${capitalize(voice.descriptive)} ${words(voice.accent)} ${language} ${voice.gender} voice, good for ${words(voice.useCase)}.`,
    spoken_by: voice.spokenBy,
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

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** What cloning measured, in the sample and in the clone's own speech (the voice detail shows it). */
function presentAnalysis(record: CustomVoiceRecord) {
  const { profile } = record;
  if (!profile) return null;
  const features = (f: typeof profile.sample) => ({
    f0_median_hz: round(f.f0MedianHz, 1),
    f0_range_semitones: round(f.f0RangeSemitones, 2),
    speaking_rate: round(f.speakingRate, 2),
    spectral_centroid_hz: round(f.spectralCentroidHz, 0),
    voiced_seconds: round(f.voicedSeconds, 2),
    duration_seconds: round(f.durationSeconds, 2),
  });
  return {
    base_voice: profile.engine.engineVoiceId,
    engine: profile.engine.engine,
    prosody: {
      pitch: round(profile.prosody.pitch, 3),
      rate: round(profile.prosody.rate, 3),
      pitch_range: round(profile.prosody.pitchRange, 3),
    },
    sample: features(profile.sample),
    clone: features(profile.clone),
  };
}

/**
 * A workspace's own voice. `spoken_by` says plainly what it is: an embedded voice fitted to the
 * samples (or designed), not a neural clone; `description` is only ever the owner's own text. `fine_tuning` and `voice_verification` carry the
 * fields the SDK requires, in the states of a voice that needs neither.
 */
function presentCustomVoice(
  custom: NonNullable<VoiceView["custom"]>,
  settings: VoiceSettingsValues,
  { withSettings, viewerUserId }: VoicePresentation,
): Voice {
  const { record, samples, professional } = custom;
  return {
    voice_id: record.id,
    name: record.name,
    samples: samples.map((sample) => presentSample(sample, !!professional)),
    category: record.category,
    fine_tuning: {
      is_allowed_to_fine_tune: false,
      state: {},
      verification_failures: [],
      verification_attempts_count: 0,
      manual_verification_requested: false,
      language: record.language,
    },
    labels: record.labels,
    description: record.description,
    preview_url: null,
    available_for_tiers: [],
    settings: withSettings ? presentVoiceSettings(settings) : null,
    high_quality_base_model_ids: [],
    verified_languages: [],
    safety_control: (record.safetyControl as Voice["safety_control"]) ?? null,
    safety_control_source: record.safetyControl ? record.safetyControlSource : null,
    voice_verification: {
      requires_verification: false,
      is_verified: false,
      verification_failures: [],
      verification_attempts_count: 0,
      language: record.language,
    },
    permission_on_resource: "admin",
    is_owner: record.createdByUserId === viewerUserId,
    is_legacy: false,
    is_mixed: false,
    created_at_unix: Math.floor(record.createdAt.getTime() / 1000),
    language: record.language,
    engine: record.profile?.engine.engine ?? null,
    spoken_by: spokenBy(record),
    analysis: presentAnalysis(record),
    ...(professional ? presentProfessionalState(record, professional) : {}),
  };
}

/** What speaks a custom voice, said plainly: an embedded voice fitted to the samples, not a neural clone. */
function spokenBy(record: CustomVoiceRecord): string {
  const language = speechLanguages[record.language];
  if (!record.profile) return `Professional clone (${language}), not trained yet.`;
  const engine = `eSpeak-NG (${record.profile.engine.engineVoiceId})`;
  if (record.category === "generated")
    return `Designed voice: ${language} voice spoken by ${engine} with pitch, range and pace set from its description.`;
  const fitted = `spoken by ${engine} with pitch, range and rate fitted to the samples`;
  return record.category === "professional"
    ? `Professional clone: ${language} voice ${fitted}.`
    : `Instant clone: ${language} voice ${fitted}.`;
}
