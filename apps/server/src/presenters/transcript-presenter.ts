import { messages, type SpeechToTextChunkResponse, type SpeechToTextWebhookResponse } from "@chorus/contract";
import type { Transcript, TranscriptWord } from "@chorus/domain";

const presentWord = (word: TranscriptWord) => ({
  text: word.text,
  start: word.start,
  end: word.end,
  type: word.type,
  ...(word.speakerId !== undefined ? { speaker_id: word.speakerId } : {}),
  logprob: word.logprob,
  ...(word.characters ? { characters: word.characters } : {}),
});

/** A transcript as `SpeechToTextChunkResponseModel`. */
export function presentTranscript(transcript: Transcript): SpeechToTextChunkResponse {
  return {
    language_code: transcript.languageCode,
    language_probability: transcript.languageProbability,
    text: transcript.text,
    words: transcript.words.map(presentWord),
    additional_formats:
      transcript.additionalFormats.length > 0
        ? transcript.additionalFormats.map((format) => ({
            requested_format: format.requestedFormat,
            file_extension: format.fileExtension,
            content_type: format.contentType,
            is_base64_encoded: format.isBase64Encoded,
            content: format.content,
          }))
        : null,
    transcription_id: transcript.transcriptionId,
    audio_duration_secs: transcript.audioDurationSeconds,
  };
}

/** The answer of `webhook=true` (`SpeechToTextWebhookResponseModel`): where to poll for the transcript. */
export function presentQueuedTranscription(queued: { transcriptionId: string }): SpeechToTextWebhookResponse {
  return {
    message: messages.transcriptionQueued(queued.transcriptionId),
    request_id: queued.transcriptionId,
    transcription_id: queued.transcriptionId,
  };
}
