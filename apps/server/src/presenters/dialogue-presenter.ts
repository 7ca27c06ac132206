import type { TextToDialogueBody } from "@chorus/contract";
import type { DialogueChunk, DialogueInput, VoiceSegment } from "@chorus/domain";
import { presentAlignment } from "./speech-presenter.ts";

/** Maps the wire body and query of the four text-to-dialogue endpoints to the domain's input. */
export function dialogueInputFrom(
  body: TextToDialogueBody,
  query: { enable_logging: boolean; output_format: string },
): DialogueInput {
  const settings = body.settings;
  return {
    inputs: body.inputs.map((line) => ({ text: line.text, voiceId: line.voice_id })),
    modelId: body.model_id,
    languageCode: body.language_code,
    settings: settings
      ? {
          stability: settings.stability,
          similarity: settings.similarity,
          similarityBoost: settings.similarity_boost,
          style: settings.style,
          useSpeakerBoost: settings.use_speaker_boost,
          speed: settings.speed,
        }
      : null,
    seed: body.seed,
    applyTextNormalization: body.apply_text_normalization,
    outputFormat: query.output_format as DialogueInput["outputFormat"],
    enableLogging: query.enable_logging,
    pronunciationDictionaryLocators: body.pronunciation_dictionary_locators,
    audioEffects: body.audio_effects,
  };
}

export function presentVoiceSegment(segment: VoiceSegment) {
  return {
    voice_id: segment.voiceId,
    start_time_seconds: segment.startSeconds,
    end_time_seconds: segment.endSeconds,
    character_start_index: segment.characterStart,
    character_end_index: segment.characterEnd,
    dialogue_input_index: segment.dialogueInputIndex,
  };
}

/** One line of `text-to-dialogue/stream/with-timestamps`. */
export function presentDialogueChunk(chunk: DialogueChunk) {
  return {
    audio_base64: Buffer.from(chunk.audio).toString("base64"),
    alignment: presentAlignment(chunk.alignment),
    normalized_alignment: presentAlignment(chunk.normalizedAlignment),
    voice_segments: chunk.voiceSegments.map(presentVoiceSegment),
  };
}
