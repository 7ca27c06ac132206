import { defineOperation } from "../../operation.ts";
import { StatusResponseSchema } from "../voices/voice-schemas.ts";
import { TranscriptParamsSchema } from "./speech-to-text-schemas.ts";

export const speechToTextTranscriptsDelete = defineOperation({
  operationId: "speechToText.transcripts.delete",
  method: "DELETE",
  path: "/v1/speech-to-text/transcripts/{transcription_id}",
  summary: "Delete a transcript (a background one still running is cancelled)",
  tag: "Speech to Text",
  auth: { kind: "any", permission: "speech_to_text" },
  request: { params: TranscriptParamsSchema },
  responses: { 200: StatusResponseSchema },
  errors: ["transcript_not_found"],
});
