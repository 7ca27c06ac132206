/** What the person chose above the dropzone; sent with every file added while it holds. */
export interface TranscriptionOptions {
  /** An ISO 639-1 code from the contract's transcription languages, or "" to detect. */
  languageCode: string;
  /** Separate speakers (diarization). */
  diarize: boolean;
  /** How many speakers, 0 to let the server find out. */
  numSpeakers: number;
  tagAudioEvents: boolean;
  timestampsGranularity: "word" | "character" | "none";
}

export const defaultTranscriptionOptions: TranscriptionOptions = {
  languageCode: "",
  diarize: true,
  numSpeakers: 0,
  tagAudioEvents: true,
  timestampsGranularity: "word",
};

/** Spec 001 §9: up to 3 files for transcription at once. */
export const maxFilesAtOnce = 3;

/** The form fields of `POST /v1/speech-to-text` (multipart text fields; booleans as text). */
export function transcriptionFormFields(options: TranscriptionOptions): Record<string, string> {
  const fields: Record<string, string> = {
    model_id: "scribe_v1",
    diarize: String(options.diarize),
    tag_audio_events: String(options.tagAudioEvents),
    timestamps_granularity: options.timestampsGranularity,
  };
  if (options.languageCode) fields.language_code = options.languageCode;
  if (options.diarize && options.numSpeakers > 0) fields.num_speakers = String(options.numSpeakers);
  return fields;
}
