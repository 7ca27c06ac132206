import { defineOperation } from "../../operation.ts";
import { SpeechToTextChunkResponseSchema, TranscriptParamsSchema } from "./speech-to-text-schemas.ts";

export const speechToTextTranscriptsGet = defineOperation({
  operationId: "speechToText.transcripts.get",
  method: "GET",
  path: "/v1/speech-to-text/transcripts/{transcription_id}",
  summary: "A transcript of the workspace, by its transcription_id",
  description:
    "Answers the transcript once it is completed. A background transcription (`webhook=true`) still running answers 409 `transcript_not_ready`; one that failed after its automatic retries answers 422 `transcription_failed`. Chorus has no workspace webhooks yet, so background results are polled here.",
  tag: "Speech to Text",
  auth: { kind: "any", permission: "speech_to_text" },
  request: { params: TranscriptParamsSchema },
  responses: { 200: SpeechToTextChunkResponseSchema },
  errors: ["transcript_not_found", "transcript_not_ready", "transcription_failed"],
});
