import {
  type Model,
  type SpeechToSpeechModel,
  singleRequestCharacterLimit,
  speechLanguages,
  type TtsModel,
} from "@chorus/contract";

/** `Model` as `GET /v1/models` reports it. */
export function presentModel(model: TtsModel): Model {
  return {
    model_id: model.modelId,
    name: model.name,
    description: model.description,
    can_be_finetuned: false,
    can_do_text_to_speech: true,
    can_do_voice_conversion: false,
    can_use_style: model.canUseStyle,
    can_use_speaker_boost: model.canUseSpeakerBoost,
    serves_pro_voices: false,
    token_cost_factor: model.creditsPerCharacter,
    requires_alpha_access: false,
    max_characters_request_free_user: Math.min(
      singleRequestCharacterLimit.unsubscribed,
      model.maximumTextLengthPerRequest,
    ),
    max_characters_request_subscribed_user: Math.min(
      singleRequestCharacterLimit.subscribed,
      model.maximumTextLengthPerRequest,
    ),
    maximum_text_length_per_request: model.maximumTextLengthPerRequest,
    languages: model.languages.map((code) => ({ language_id: code, name: speechLanguages[code] })),
    model_rates: { character_cost_multiplier: model.creditsPerCharacter },
    concurrency_group: model.concurrencyGroup,
  };
}

/** A voice-changer model: no text, charged by the minute of audio (spec 001 §9), not by the character. */
export function presentSpeechToSpeechModel(model: SpeechToSpeechModel): Model {
  return {
    model_id: model.modelId,
    name: model.name,
    description: model.description,
    can_be_finetuned: false,
    can_do_text_to_speech: false,
    can_do_voice_conversion: true,
    can_use_style: false,
    can_use_speaker_boost: true,
    serves_pro_voices: false,
    token_cost_factor: 1,
    requires_alpha_access: false,
    languages: model.languages.map((code) => ({ language_id: code, name: speechLanguages[code] })),
    model_rates: { character_cost_multiplier: 1 },
    concurrency_group: "standard",
  };
}
