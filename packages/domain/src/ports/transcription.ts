/** A word an engine heard, in seconds, with how sure it was (0 to 1). */
export interface TranscribedWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
  /** `audio_event` for a non-speech sound the engine names (`(laughter)`); words otherwise. */
  type?: "word" | "audio_event";
}

export interface EngineTranscript {
  /** ISO 639-1 of the language transcribed (detected or as asked). */
  language: string;
  /** How sure the engine is of `language`, 0 to 1. */
  languageProbability: number;
  words: TranscribedWord[];
}

/**
 * Recognition of a live stream as it arrives (one long-running decoder per conversation), so the
 * words of a turn are ready when the turn ends instead of being decoded from scratch then.
 */
export interface StreamingRecognition {
  /** 16 kHz mono samples, in stream order (the stream's time counts from its first sample). */
  push(samples: Int16Array): void;
  /**
   * The words heard between two stream times (seconds), once the decoder has finished the utterance
   * that reaches `until`; undefined when the decoder stopped or `signal` gave up waiting first.
   */
  wordsUntil(from: number, until: number, signal: AbortSignal): Promise<TranscribedWord[] | undefined>;
  /** The words of the utterances the decoder has finished since `from` (seconds), without waiting. */
  wordsSoFar(from: number): TranscribedWord[];
  close(): void;
}

/**
 * A batch speech-to-text engine: the embedded pocketsphinx (English) or a remote OpenAI-compatible
 * server. The domain takes the first configured engine that handles the language asked.
 */
export interface TranscriptionEngine {
  readonly name: string;
  /**
   * True when detection really identifies the language (a Whisper-like server); pocketsphinx "detects"
   * by assuming English, which the voice changer must not trust for a recording in another language.
   */
  readonly identifiesLanguage?: boolean;
  /** Whether it transcribes `language` (ISO 639-1); `undefined` asks whether it can detect the language. */
  handles(language: string | undefined): boolean;
  /** A live stream's recognizer for `language`, where the engine can decode as audio arrives. */
  openStream?(language: string): StreamingRecognition | undefined;
  /** Transcribes mono 16-bit PCM; `language` undefined means detect it. */
  transcribe(
    audio: { samples: Int16Array; sampleRate: number },
    options: { language: string | undefined; signal?: AbortSignal },
  ): Promise<EngineTranscript>;
}
