import { type SpeechToTextChunkResponse, speechToTextConvert } from "@chorus/contract";
import { postForm } from "../../../lib/api/form-data.ts";
import { type TranscriptionOptions, transcriptionFormFields } from "../transcription-options.ts";

/**
 * `POST /v1/speech-to-text` (synchronous) for one file: the upload reports its progress, then the
 * answer comes when the server has transcribed it. Errors arrive as ApiError with the server's message.
 */
export function transcribeFile(
  file: File,
  options: TranscriptionOptions,
  onUploadProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<SpeechToTextChunkResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(transcriptionFormFields(options))) form.append(name, value);
  form.append("file", file, file.name);
  return postForm<SpeechToTextChunkResponse>(speechToTextConvert.path, form, {
    onUploadProgress,
    signal,
  });
}
