import { z } from "zod";
import { boundedRecord, unreadValue } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import {
  convertOutputFormats,
  defaultOutputFormat,
  streamOutputFormats,
} from "../../catalogues/output-formats.ts";
import { longestSpeechTextCharacters } from "../../catalogues/tts-models.ts";
import { VoiceSettingsSchema } from "../voices/voice-schemas.ts";

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** Query parameters of every text-to-speech endpoint (reference §1.8). */
function ttsQuery(formats: readonly [string, ...string[]]) {
  return z.object({
    enable_logging: booleanQuery.default(true),
    /** Deprecated by ElevenLabs; accepted and ignored, since latency is already as low as the engines allow. */
    optimize_streaming_latency: z.coerce.number().int().min(0).max(4).optional(),
    output_format: z.enum(formats).default(defaultOutputFormat),
  });
}

export const ConvertQuerySchema = ttsQuery(convertOutputFormats as unknown as [string, ...string[]]);
export const StreamQuerySchema = ttsQuery(streamOutputFormats as unknown as [string, ...string[]]);

export const TtsParamsSchema = z.object({ voice_id: z.string().min(1).max(inputLimits.idCharacters) });

export const PronunciationDictionaryLocatorSchema = z.object({
  pronunciation_dictionary_id: z.string().max(inputLimits.idCharacters),
  version_id: z.string().max(inputLimits.idCharacters).nullish(),
});

/** Ids of neighbouring requests (request stitching): ElevenLabs takes at most 3 each way. */
export const stitchingRequestIds = z.array(z.string().max(inputLimits.idCharacters)).max(3);

/**
 * Text to speak, and the context text around it (`previous_text`, `next_text`, which are not
 * spoken): at most the longest any model takes (the domain refuses more than the caller's own
 * model and tier allow with the spec's message).
 */
export const speechText = z.string().max(longestSpeechTextCharacters);

/**
 * `audio_effects`: Chorus refuses any entry as a feature not offered, so the values are never read;
 * the keys are counted and measured all the same.
 */
export const AudioEffectsSchema = boundedRecord(
  z.string().max(inputLimits.shortTextCharacters),
  unreadValue(),
  inputLimits.idsPerRequest,
);

/** `BodyTextToSpeechFull` and its stream/timestamp twins: the same fields on all four endpoints. */
export const TextToSpeechBodySchema = z
  .object({
    text: speechText,
    model_id: z.string().max(inputLimits.idCharacters).nullish(),
    language_code: z.string().min(2).max(16).nullish(),
    voice_settings: VoiceSettingsSchema.nullish(),
    pronunciation_dictionary_locators: z.array(PronunciationDictionaryLocatorSchema).max(3).nullish(),
    seed: z.number().int().min(0).max(4_294_967_295).nullish(),
    previous_text: speechText.nullish(),
    next_text: speechText.nullish(),
    previous_request_ids: stitchingRequestIds.nullish(),
    next_request_ids: stitchingRequestIds.nullish(),
    use_pvc_as_ivc: z.boolean().nullish(),
    apply_text_normalization: z.enum(["auto", "on", "off"]).nullish(),
    apply_language_text_normalization: z.boolean().nullish(),
    audio_effects: AudioEffectsSchema.nullish(),
  })
  .meta({ id: "BodyTextToSpeech" });

export const CharacterAlignmentSchema = z
  .object({
    characters: z.array(z.string()),
    character_start_times_seconds: z.array(z.number()),
    character_end_times_seconds: z.array(z.number()),
  })
  .meta({ id: "CharacterAlignmentResponseModel" });

export const AudioWithTimestampsSchema = z
  .object({
    audio_base64: z.string(),
    alignment: CharacterAlignmentSchema.nullish(),
    normalized_alignment: CharacterAlignmentSchema.nullish(),
  })
  .meta({ id: "AudioWithTimestampsResponse" });

export type TextToSpeechBody = z.infer<typeof TextToSpeechBodySchema>;
