import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { messages } from "../../errors/messages.ts";
import {
  AudioEffectsSchema,
  CharacterAlignmentSchema,
  PronunciationDictionaryLocatorSchema,
  speechText,
  stitchingRequestIds,
} from "../text-to-speech/tts-schemas.ts";

/** The most lines one dialogue request may hold (spec 000 §9). */
export const maxDialogueInputs = 50;

export const DialogueInputSchema = z
  .object({ text: speechText, voice_id: z.string().min(1).max(inputLimits.idCharacters) })
  .meta({ id: "DialogueInput" });

/**
 * `ToDialogueSettingsResponseModel` ({stability, similarity}); the voice-settings names
 * (`similarity_boost`, `style`, `use_speaker_boost`, `speed`) are accepted too, so a client that
 * sends TTS-style settings is understood rather than silently ignored.
 */
export const DialogueSettingsSchema = z
  .object({
    stability: z.number().min(0).max(1).nullish(),
    similarity: z.number().min(0).max(1).nullish(),
    similarity_boost: z.number().min(0).max(1).nullish(),
    style: z.number().min(0).max(1).nullish(),
    use_speaker_boost: z.boolean().nullish(),
    speed: z.number().min(0.7).max(1.2).nullish(),
  })
  .meta({ id: "ToDialogueSettingsResponseModel" });

/** The body shared by the four text-to-dialogue endpoints. */
export const TextToDialogueBodySchema = z
  .object({
    inputs: z
      .array(DialogueInputSchema)
      .min(1, messages.dialogueInputsRequired)
      .max(maxDialogueInputs, messages.dialogueTooManyInputs(maxDialogueInputs)),
    model_id: z.string().max(inputLimits.idCharacters).nullish(),
    language_code: z.string().min(2).max(16).nullish(),
    settings: DialogueSettingsSchema.nullish(),
    pronunciation_dictionary_locators: z
      .array(PronunciationDictionaryLocatorSchema)
      .max(3, messages.pronunciationTooManyLocators)
      .nullish(),
    seed: z.number().int().min(0).max(4_294_967_295).nullish(),
    apply_text_normalization: z.enum(["auto", "on", "off"]).nullish(),
    use_pvc_as_ivc: z.boolean().nullish(),
    previous_request_ids: stitchingRequestIds.nullish(),
    next_request_ids: stitchingRequestIds.nullish(),
    previous_text: speechText.nullish(),
    future_text: speechText.nullish(),
    audio_effects: AudioEffectsSchema.nullish(),
  })
  .meta({ id: "BodyTextToDialogue" });

export const VoiceSegmentSchema = z
  .object({
    voice_id: z.string(),
    start_time_seconds: z.number(),
    end_time_seconds: z.number(),
    character_start_index: z.number().int(),
    character_end_index: z.number().int(),
    dialogue_input_index: z.number().int(),
  })
  .meta({ id: "VoiceSegment" });

export const AudioWithTimestampsAndVoiceSegmentsSchema = z
  .object({
    audio_base64: z.string(),
    alignment: CharacterAlignmentSchema.nullish(),
    normalized_alignment: CharacterAlignmentSchema.nullish(),
    voice_segments: z.array(VoiceSegmentSchema),
  })
  .meta({ id: "AudioWithTimestampsAndVoiceSegmentsResponseModel" });

export type TextToDialogueBody = z.infer<typeof TextToDialogueBodySchema>;
