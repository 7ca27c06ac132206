import { multilingualV2Languages, type SpeechLanguageCode } from "./speech-languages.ts";

/**
 * The voice-changer models, under the ids ElevenLabs clients send. Both re-speak the recording in
 * the target voice through the text-to-speech engines; they differ in the languages they re-speak.
 */
export interface SpeechToSpeechModel {
  modelId: string;
  name: string;
  description: string;
  /** Languages whose words are recognised and re-spoken; anything else is converted by pitch and timbre. */
  languages: readonly SpeechLanguageCode[];
}

export const speechToSpeechModels: readonly SpeechToSpeechModel[] = [
  {
    modelId: "eleven_english_sts_v2",
    name: "English v2 (voice changer)",
    description:
      "English speech recognised word by word (pocketsphinx or the remote engine) and re-spoken by the voice at the original's timing.",
    languages: ["en"],
  },
  {
    modelId: "eleven_multilingual_sts_v2",
    name: "Multilingual v2 (voice changer)",
    description:
      "The language is identified by the remote transcription engine and the words re-spoken by the voice; without one, or for a language the voice cannot speak, pitch and timbre move toward the voice.",
    languages: multilingualV2Languages,
  },
];

export const defaultSpeechToSpeechModelId = "eleven_english_sts_v2";

export function findSpeechToSpeechModel(modelId: string): SpeechToSpeechModel | undefined {
  return speechToSpeechModels.find((model) => model.modelId === modelId);
}
