import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const TranscriptionLanguagesResponseSchema = z.object({
  languages: z.array(
    z.object({
      /** `auto` (Detect) or the ISO 639-1 code to send as `language_code`. */
      key: z.string(),
      name: z.string(),
      /** ISO 639-3, as transcripts report `language_code`; null for `auto`. */
      iso3: z.string().nullable(),
      /** Whether an engine configured on this server transcribes it (else the request is refused naming it). */
      available: z.boolean(),
    }),
  ),
});

export const speechToTextListLanguages = defineOperation({
  operationId: "chorus.speechToText.listLanguages",
  method: "GET",
  path: "/v1/speech-to-text/languages",
  summary: "The transcription source languages, and which this server can transcribe",
  description:
    "Spec 001 §3's list: `auto` (Detect) first, then about 55 languages. `available` says whether a configured engine handles the language: the embedded pocketsphinx knows English only, the remote engine (REMOTE_STT_URL) the languages it is configured for.",
  tag: "Speech to Text",
  auth: { kind: "any", permission: "speech_to_text" },
  responses: { 200: TranscriptionLanguagesResponseSchema },
});
