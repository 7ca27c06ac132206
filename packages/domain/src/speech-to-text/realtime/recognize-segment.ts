import { findTranscriptionLanguage } from "@chorus/contract";
import { assembleWords, transcriptText } from "../assemble-words.ts";
import type { EngineChoice } from "../choose-engine.ts";
import type { TranscriptWord } from "../transcript.ts";

export interface RecognizedSegment {
  text: string;
  /** Words and the spacings between them, in seconds from the start of the session. */
  words: TranscriptWord[];
  /** ISO 639-3 of the language heard (detected or as asked). */
  languageCode: string;
}

/**
 * Recognizes one stretch of a realtime session (16 kHz mono) with the session's engine. Word times
 * are moved by where the stretch starts in the session and kept inside the stretch (decoders count
 * whole frames past the last sample).
 */
export async function recognizeSegment(
  plan: EngineChoice,
  segment: { samples: Int16Array; sampleRate: number; startSeconds: number },
  signal?: AbortSignal,
): Promise<RecognizedSegment> {
  const duration = segment.samples.length / segment.sampleRate;
  const heard = await plan.engine.transcribe(
    { samples: segment.samples, sampleRate: segment.sampleRate },
    { language: plan.language?.iso1, signal },
  );
  const words = assembleWords(
    heard.words.map((word) => ({
      ...word,
      start: segment.startSeconds + Math.min(word.start, duration),
      end: segment.startSeconds + Math.min(word.end, duration),
    })),
    "word",
  );
  return {
    text: transcriptText(words),
    words,
    languageCode: findTranscriptionLanguage(heard.language)?.iso3 ?? heard.language,
  };
}
