import { defineOperation } from "../../operation.ts";
import {
  AudioWithTimestampsSchema,
  ConvertQuerySchema,
  StreamQuerySchema,
  TextToSpeechBodySchema,
  TtsParamsSchema,
} from "./tts-schemas.ts";

/** The business errors every generation endpoint (text to speech, dialogue) may answer with. */
export const generationErrors = [
  "voice_not_found",
  "model_not_found",
  "unsupported_language",
  "max_character_limit_exceeded",
  "only_for_creator+",
  "only_for_pro+",
  "unsupported_feature",
] as const;

const audio = {
  binary: true,
  contentType: "audio/mpeg",
  description:
    "Audio in the requested output_format: audio/mpeg (mp3), audio/pcm (raw 16-bit little-endian mono), audio/basic (μ-law), audio/x-alaw-basic (A-law), audio/ogg (Opus), audio/wav. The `request-id` header names the generation.",
} as const;

export const textToSpeechConvert = defineOperation({
  operationId: "textToSpeech.convert",
  method: "POST",
  path: "/v1/text-to-speech/{voice_id}",
  summary: "Convert text to speech",
  tag: "Text to speech",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { params: TtsParamsSchema, query: ConvertQuerySchema, body: TextToSpeechBodySchema },
  responses: { 200: audio },
  errors: generationErrors,
});

export const textToSpeechStream = defineOperation({
  operationId: "textToSpeech.stream",
  method: "POST",
  path: "/v1/text-to-speech/{voice_id}/stream",
  summary: "Convert text to speech, streaming the audio as each sentence is ready",
  tag: "Text to speech",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { params: TtsParamsSchema, query: StreamQuerySchema, body: TextToSpeechBodySchema },
  responses: { 200: audio },
  errors: generationErrors,
});

export const textToSpeechConvertWithTimestamps = defineOperation({
  operationId: "textToSpeech.convertWithTimestamps",
  method: "POST",
  path: "/v1/text-to-speech/{voice_id}/with-timestamps",
  summary: "Convert text to speech with character timestamps",
  tag: "Text to speech",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { params: TtsParamsSchema, query: ConvertQuerySchema, body: TextToSpeechBodySchema },
  responses: { 200: AudioWithTimestampsSchema },
  errors: generationErrors,
});

export const textToSpeechStreamWithTimestamps = defineOperation({
  operationId: "textToSpeech.streamWithTimestamps",
  method: "POST",
  path: "/v1/text-to-speech/{voice_id}/stream/with-timestamps",
  summary: "Stream speech with character timestamps as newline-delimited JSON",
  description:
    "Each line is a JSON object {audio_base64, alignment, normalized_alignment}; alignment covers the characters whose audio has been sent so far.",
  tag: "Text to speech",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { params: TtsParamsSchema, query: StreamQuerySchema, body: TextToSpeechBodySchema },
  responses: {
    200: {
      binary: true,
      contentType: "application/x-ndjson",
      description: "One AudioWithTimestampsResponse per line.",
    },
  },
  errors: generationErrors,
});
