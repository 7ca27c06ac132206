import type { TextToSpeechBody } from "@chorus/contract";
import { type AlignmentSlice, joinAlignments, type SpeechChunk, type TtsInput } from "@chorus/domain";

/** Maps the wire body and query of the four TTS endpoints to the domain's input. */
export function ttsInputFrom(
  voiceId: string,
  body: TextToSpeechBody,
  query: { enable_logging: boolean; output_format: string },
): TtsInput {
  return {
    voiceId,
    text: body.text,
    modelId: body.model_id,
    languageCode: body.language_code,
    voiceSettings: body.voice_settings,
    seed: body.seed,
    applyTextNormalization: body.apply_text_normalization,
    outputFormat: query.output_format as TtsInput["outputFormat"],
    enableLogging: query.enable_logging,
    pronunciationDictionaryLocators: body.pronunciation_dictionary_locators,
    audioEffects: body.audio_effects,
    previousText: body.previous_text,
    nextText: body.next_text,
    previousRequestIds: body.previous_request_ids,
    nextRequestIds: body.next_request_ids,
  };
}

export function presentAlignment(slice: AlignmentSlice | undefined) {
  if (!slice) return null;
  return {
    characters: slice.characters,
    character_start_times_seconds: slice.startSeconds,
    character_end_times_seconds: slice.endSeconds,
  };
}

/** One line of `stream/with-timestamps`. */
export function presentTimestampedChunk(chunk: SpeechChunk) {
  return {
    audio_base64: Buffer.from(chunk.audio).toString("base64"),
    alignment: presentAlignment(chunk.alignment),
    normalized_alignment: presentAlignment(chunk.normalizedAlignment),
  };
}

/** Joins every chunk's alignment into one (for the non-streaming with-timestamps answer). */
export const mergeAlignments = (slices: (AlignmentSlice | undefined)[]): AlignmentSlice =>
  joinAlignments(slices) ?? { characters: [], startSeconds: [], endSeconds: [] };
