/** A recognised word and where it was heard, in seconds. */
export interface RecognizedWord {
  word: string;
  start: number;
  end: number;
  /** The engine's posterior probability of the word, 0 to 1, when it reports one. */
  confidence?: number;
}

export interface Recognition {
  /** The recognised words joined by spaces, lower case; empty when nothing was recognised. */
  text: string;
  words: RecognizedWord[];
}

/**
 * Speech to text. Today it checks a reading of a known text (the voice captcha); issue 6 grows it
 * into the transcription engine.
 */
export interface SpeechRecognizer {
  /** Whether the recognizer has a model for the language (ISO 639-1, `en`). */
  supportsLanguage(language: string): boolean;
  /**
   * Recognises mono 16-bit PCM. With `expectedText`, recognition is constrained to that text or
   * anything else (a reading of another text comes out as other words, never as the expected
   * text), which is how a captcha reading is checked.
   */
  recognize(
    audio: { samples: Int16Array; sampleRate: number },
    options: { language: string; expectedText?: string; signal?: AbortSignal },
  ): Promise<Recognition>;
}
