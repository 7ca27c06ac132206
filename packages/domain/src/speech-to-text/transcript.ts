import type { ExportFormat } from "@chorus/contract";

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
