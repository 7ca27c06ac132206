import type { ExportFormat, ExportOptions } from "@chorus/contract";

/** A character of a word, with its share of the word's time (granularity `character`). */
export interface TranscriptCharacter {
  text: string;
  start: number;
  end: number;
}

/** One entry of a transcript's `words`: a word, the space between two words, or an audio event. */
export interface TranscriptWord {
  text: string;
  /** Seconds; null when the caller asked for no timestamps. */
  start: number | null;
  end: number | null;
  type: "word" | "spacing" | "audio_event";
  speakerId?: string;
  /** Natural log of the engine's confidence (0 for spacing). */
  logprob: number;
  characters?: TranscriptCharacter[];
}

export interface AdditionalFormat {
  requestedFormat: ExportFormat;
  fileExtension: string;
  contentType: string;
  isBase64Encoded: boolean;
  content: string;
}

/** What `POST /v1/speech-to-text` answers, before the presenter names it for the wire. */
export interface Transcript {
  transcriptionId: string;
  /** ISO 639-3, as ElevenLabs answers (`eng`). */
  languageCode: string;
  languageProbability: number;
  text: string;
  words: TranscriptWord[];
  additionalFormats: AdditionalFormat[];
  audioDurationSeconds: number;
}

/** What a transcription was asked for, kept with a background transcript for its job. */
export interface RecognitionOptions {
  /** As asked (ISO 639-1 or 639-3); undefined detects the language. */
  languageCode?: string;
  diarize: boolean;
  /** The most speakers diarization may find. */
  numSpeakers?: number;
  granularity: "none" | "word" | "character";
  additionalFormats: ExportOptions[];
  /** Mark non-speech events (laughter, music, noise) as `audio_event` entries. */
  tagAudioEvents: boolean;
  /** Non-verbatim: drop fillers ("um", "uh") and audio events. */
  noVerbatim: boolean;
}

export type TranscriptState = "processing" | "completed" | "failed";

/** A stored transcript (`transcripts` table): the finished result, or the state of its background job. */
export interface TranscriptRecord {
  id: string;
  workspaceId: string;
  userId: string | null;
  state: TranscriptState;
  options: RecognitionOptions;
  /** Blob key of the decoded audio while a background transcription waits for it. */
  audioKey: string | null;
  audioDurationSeconds: number;
  result: Transcript | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}
