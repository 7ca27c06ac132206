import type { TranscribedWord } from "../ports/transcription.ts";

/** A pause longer than this between two words ends a phrase (a breath, a comma). */
const phraseGapSeconds = 0.25;
/** Phrases are spoken in one engine call; a long run without pauses is cut so intonation stays local. */
const maxPhraseWords = 12;

/**
 * Groups recognised words into phrases: runs of words without a real pause between them. Each phrase
 * is synthesized in one engine call, so its words are co-articulated and intoned as speech rather than
 * as a list of isolated words.
 */
export function groupPhrases(words: readonly TranscribedWord[]): TranscribedWord[][] {
  const phrases: TranscribedWord[][] = [];
  let current: TranscribedWord[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && (word.start - previous.end > phraseGapSeconds || current.length >= maxPhraseWords)) {
      phrases.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) phrases.push(current);
  return phrases;
}
