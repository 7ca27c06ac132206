import type { SeparatedSpeaker } from "../ports/speaker-analysis.ts";
import type { TranscribedWord } from "../ports/transcription.ts";

/**
 * Who said each word: the separated speaker whose utterances overlap the word most, or, for a word
 * that falls in no utterance (the voice activity detector and the recognizer cut speech
 * differently), the speaker of the nearest utterance. Without any speaker everything is `speaker_0`.
 */
export function speakerAssigner(speakers: readonly SeparatedSpeaker[]): (word: TranscribedWord) => string {
  const utterances = speakers.flatMap((speaker) =>
    speaker.utterances.map((utterance) => ({ ...utterance, speakerId: speaker.speakerId })),
  );
  return (word) => {
    let best = "speaker_0";
    let bestOverlap = 0;
    let nearest = Number.POSITIVE_INFINITY;
    for (const utterance of utterances) {
      const overlap = Math.min(word.end, utterance.end) - Math.max(word.start, utterance.start);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = utterance.speakerId;
      }
      if (bestOverlap > 0) continue;
      const distance = Math.max(utterance.start - word.end, word.start - utterance.end);
      if (distance < nearest) {
        nearest = distance;
        best = utterance.speakerId;
      }
    }
    return best;
  };
}
