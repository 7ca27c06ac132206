import { defineOperation } from "../../operation.ts";
import { SpeechToTextChunkResponseSchema, SpeechToTextFormFieldsSchema } from "./speech-to-text-schemas.ts";

/** Spec 001 §9: audio uploads up to 1,000 MB for some tools; staged to disk, never held in memory. */
export const speechToTextUploadBytes = 1000 * 1024 * 1024;

export const speechToTextConvert = defineOperation({
  operationId: "speechToText.convert",
  method: "POST",
  path: "/v1/speech-to-text",
  summary: "Transcribe an audio or video file (synchronous)",
  description:
    "English is recognised on the server (pocketsphinx, with word timings); other languages need the remote OpenAI-compatible transcription engine (REMOTE_STT_URL), and a language no engine handles is refused with its name. Without a remote engine automatic detection answers English. `file` or `cloud_storage_url` (https, public hosts only). Charged 1,000 credits per minute of audio, by the second. Additional formats: srt, txt, segmented_json, html.",
  tag: "Speech to Text",
  auth: { kind: "any", permission: "speech_to_text" },
  request: {
    form: {
      fields: SpeechToTextFormFieldsSchema,
      files: ["file"],
      limits: { fileBytes: speechToTextUploadBytes, files: 1 },
      staging: "disk",
    },
  },
  responses: { 200: SpeechToTextChunkResponseSchema },
  errors: ["unsupported_language", "unsupported_feature", "quota_exceeded", "invalid_request"],
});
