import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  SpeechToTextChunkResponseSchema,
  SpeechToTextFormFieldsSchema,
  SpeechToTextWebhookResponseSchema,
} from "./speech-to-text-schemas.ts";

/** Spec 001 §9: audio uploads up to 1,000 MB for some tools; staged to disk, never held in memory. */
export const speechToTextUploadBytes = 1000 * 1024 * 1024;

export const speechToTextConvert = defineOperation({
  operationId: "speechToText.convert",
  method: "POST",
  path: "/v1/speech-to-text",
  summary: "Transcribe an audio or video file (synchronously, or in the background with webhook=true)",
  description:
    "English is recognised on the server (pocketsphinx, with word timings); other languages need the remote OpenAI-compatible transcription engine (REMOTE_STT_URL), and a language no engine handles is refused with its name. Without a remote engine automatic detection answers English (`language_code` absent or `auto`). `file` (any audio or video; raw 16 kHz PCM with `file_format=pcm_s16le_16`) or `cloud_storage_url` (https, downloaded only from public addresses). `num_speakers` caps diarization; `tag_audio_events` (default true) reports bracketed non-speech events as `audio_event` words; `no_verbatim` leaves fillers and events out. Charged 1,000 credits per minute of audio, by the second. Additional formats: srt, vtt, txt, segmented_json, html, docx, pdf. With `webhook=true` the request answers at once with a `transcription_id` and the file is transcribed in the background (retried automatically, 3 attempts); Chorus has no workspace webhooks yet, so nothing is pushed: poll `GET /v1/speech-to-text/transcripts/{transcription_id}` until it answers the transcript (409 `transcript_not_ready` while processing, 422 `transcription_failed` once the retries are used up). Every transcript, synchronous ones included, is kept under its `transcription_id` until deleted.",
  tag: "Speech to Text",
  auth: { kind: "any", permission: "speech_to_text", singleUseToken: "batch_scribe" },
  request: {
    form: {
      fields: SpeechToTextFormFieldsSchema,
      files: ["file"],
      limits: { fileBytes: speechToTextUploadBytes, files: 1 },
    },
  },
  responses: { 200: z.union([SpeechToTextChunkResponseSchema, SpeechToTextWebhookResponseSchema]) },
  errors: ["unsupported_language", "unsupported_feature", "quota_exceeded", "invalid_request"],
});
