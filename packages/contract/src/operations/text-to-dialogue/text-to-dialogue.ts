import { defineOperation } from "../../operation.ts";
import { generationErrors } from "../text-to-speech/text-to-speech.ts";
import { ConvertQuerySchema, StreamQuerySchema } from "../text-to-speech/tts-schemas.ts";
import { AudioWithTimestampsAndVoiceSegmentsSchema, TextToDialogueBodySchema } from "./dialogue-schemas.ts";

const audio = {
  binary: true,
  contentType: "audio/mpeg",
  description:
    "All lines in order in one audio in the requested output_format, with a short pause between lines. The `request-id` header names the generation.",
} as const;

const timing =
  "Alignment covers the lines' texts joined with one space, in order; voice_segments give each line's time span and its character range [start, end) in that joined text.";

export const textToDialogueConvert = defineOperation({
  operationId: "textToDialogue.convert",
  method: "POST",
  path: "/v1/text-to-dialogue",
  summary: "Convert a dialogue of several voices to speech",
  tag: "Text to dialogue",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { query: ConvertQuerySchema, body: TextToDialogueBodySchema },
  responses: { 200: audio },
  errors: generationErrors,
});

export const textToDialogueStream = defineOperation({
  operationId: "textToDialogue.stream",
  method: "POST",
  path: "/v1/text-to-dialogue/stream",
  summary: "Convert a dialogue to speech, streaming the audio as it is made",
  tag: "Text to dialogue",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { query: StreamQuerySchema, body: TextToDialogueBodySchema },
  responses: { 200: audio },
  errors: generationErrors,
});

export const textToDialogueConvertWithTimestamps = defineOperation({
  operationId: "textToDialogue.convertWithTimestamps",
  method: "POST",
  path: "/v1/text-to-dialogue/with-timestamps",
  summary: "Convert a dialogue to speech with character timestamps and voice segments",
  description: timing,
  tag: "Text to dialogue",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { query: ConvertQuerySchema, body: TextToDialogueBodySchema },
  responses: { 200: AudioWithTimestampsAndVoiceSegmentsSchema },
  errors: generationErrors,
});

export const textToDialogueStreamWithTimestamps = defineOperation({
  operationId: "textToDialogue.streamWithTimestamps",
  method: "POST",
  path: "/v1/text-to-dialogue/stream/with-timestamps",
  summary: "Stream a dialogue with timestamps and voice segments as newline-delimited JSON",
  description: `Each line is a JSON object {audio_base64, alignment, normalized_alignment, voice_segments} covering what has been sent since the previous line. ${timing}`,
  tag: "Text to dialogue",
  auth: { kind: "any", permission: "text_to_speech" },
  request: { query: StreamQuerySchema, body: TextToDialogueBodySchema },
  responses: {
    200: {
      binary: true,
      contentType: "application/x-ndjson",
      description: "One StreamingAudioChunkWithTimestampsAndVoiceSegmentsResponseModel per line.",
    },
  },
  errors: generationErrors,
});
