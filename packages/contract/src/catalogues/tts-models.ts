import {
  allSpeechLanguages,
  flashV25Languages,
  multilingualV2Languages,
  type SpeechLanguageCode,
} from "./speech-languages.ts";

/**
 * The text-to-speech models, under the ids ElevenLabs clients send. Every model runs on the
 * embedded engines (eSpeak-NG for all languages, Flite for the natural English voices) or on a
 * configured remote engine; models differ in languages, request length, credit cost and latency
 * profile (flash/turbo send smaller first chunks), as their descriptions say plainly.
 */
export interface TtsModel {
  modelId: string;
  name: string;
  description: string;
  languages: readonly SpeechLanguageCode[];
  /** Credits per character (spec 001 §9: flash and turbo 0.5, the others 1). */
  creditsPerCharacter: number;
  maximumTextLengthPerRequest: number;
  latency: "standard" | "low";
  canUseStyle: boolean;
  canUseSpeakerBoost: boolean;
  concurrencyGroup: "standard" | "turbo";
  legacy: boolean;
}

const engines =
  "Runs on Chorus's embedded engines (eSpeak-NG formant synthesis for every language, Flite for natural English voices) or a configured remote engine.";

export const ttsModels: readonly TtsModel[] = [
  {
    modelId: "eleven_multilingual_v2",
    name: "Multilingual v2",
    description: `The default: 28 languages with the full voice settings. ${engines}`,
    languages: multilingualV2Languages,
    creditsPerCharacter: 1,
    maximumTextLengthPerRequest: 10_000,
    latency: "standard",
    canUseStyle: true,
    canUseSpeakerBoost: true,
    concurrencyGroup: "standard",
    legacy: false,
  },
  {
    modelId: "eleven_v3",
    name: "Eleven v3",
    description: `Every language Chorus speaks (over 50). ${engines}`,
    languages: allSpeechLanguages,
    creditsPerCharacter: 1,
    maximumTextLengthPerRequest: 3_000,
    latency: "standard",
    canUseStyle: true,
    canUseSpeakerBoost: true,
    concurrencyGroup: "standard",
    legacy: false,
  },
  {
    modelId: "eleven_flash_v2_5",
    name: "Flash v2.5",
    description: `Lowest latency, 31 languages, half the credits. ${engines}`,
    languages: flashV25Languages,
    creditsPerCharacter: 0.5,
    maximumTextLengthPerRequest: 40_000,
    latency: "low",
    canUseStyle: false,
    canUseSpeakerBoost: true,
    concurrencyGroup: "turbo",
    legacy: false,
  },
  {
    modelId: "eleven_turbo_v2_5",
    name: "Turbo v2.5",
    description: `Low latency, 31 languages, half the credits. ${engines}`,
    languages: flashV25Languages,
    creditsPerCharacter: 0.5,
    maximumTextLengthPerRequest: 40_000,
    latency: "low",
    canUseStyle: false,
    canUseSpeakerBoost: true,
    concurrencyGroup: "turbo",
    legacy: false,
  },
  {
    modelId: "eleven_flash_v2",
    name: "Flash v2",
    description: `Lowest latency, English only, half the credits. ${engines}`,
    languages: ["en"],
    creditsPerCharacter: 0.5,
    maximumTextLengthPerRequest: 30_000,
    latency: "low",
    canUseStyle: false,
    canUseSpeakerBoost: true,
    concurrencyGroup: "turbo",
    legacy: false,
  },
  {
    modelId: "eleven_turbo_v2",
    name: "Turbo v2",
    description: `Low latency, English only, half the credits. ${engines}`,
    languages: ["en"],
    creditsPerCharacter: 0.5,
    maximumTextLengthPerRequest: 30_000,
    latency: "low",
    canUseStyle: false,
    canUseSpeakerBoost: true,
    concurrencyGroup: "turbo",
    legacy: false,
  },
  {
    modelId: "eleven_monolingual_v1",
    name: "English v1",
    description: `Legacy English model, kept for clients that still send it. ${engines}`,
    languages: ["en"],
    creditsPerCharacter: 1,
    maximumTextLengthPerRequest: 10_000,
    latency: "standard",
    canUseStyle: false,
    canUseSpeakerBoost: true,
    concurrencyGroup: "standard",
    legacy: true,
  },
  {
    modelId: "eleven_multilingual_v1",
    name: "Multilingual v1",
    description: `Legacy multilingual model (8 languages), kept for clients that still send it. ${engines}`,
    languages: ["en", "de", "pl", "es", "it", "fr", "pt", "hi"],
    creditsPerCharacter: 1,
    maximumTextLengthPerRequest: 10_000,
    latency: "standard",
    canUseStyle: false,
    canUseSpeakerBoost: true,
    concurrencyGroup: "standard",
    legacy: true,
  },
];

export const defaultTtsModelId = "eleven_multilingual_v2";

/** Spec 001 §9: the single-request character limit for unsubscribed and subscribed workspaces. */
export const singleRequestCharacterLimit = { unsubscribed: 2_500, subscribed: 5_000 } as const;

/**
 * The longest text any model takes in one request (ElevenLabs' `maximum_text_length_per_request`):
 * the contract refuses longer text outright, while shorter text over the caller's own limit (the
 * model's, the tier's) still gets the spec's `max_character_limit_exceeded` message from the domain.
 */
export const longestSpeechTextCharacters = Math.max(
  ...ttsModels.map((model) => model.maximumTextLengthPerRequest),
);

export function findTtsModel(modelId: string): TtsModel | undefined {
  return ttsModels.find((model) => model.modelId === modelId);
}
