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
  /** Transcribes mono 16-bit PCM; `language` undefined means detect it. */
  transcribe(
    audio: { samples: Int16Array; sampleRate: number },
    options: { language: string | undefined; signal?: AbortSignal },
  ): Promise<EngineTranscript>;
}
