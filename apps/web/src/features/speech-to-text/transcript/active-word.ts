import type { TranscriptSegment } from "./transcript-model.ts";

export interface WordPosition {
  segment: number;
  word: number;
  start: number;
  end: number;
}

/** Every timed word in order, for finding the one at a time quickly. */
export function wordTimeline(segments: readonly TranscriptSegment[]): WordPosition[] {
  const timeline: WordPosition[] = [];
  segments.forEach((segment, segmentIndex) => {
    segment.words.forEach((word, wordIndex) => {
      if (word.start !== null && word.end !== null)
        timeline.push({ segment: segmentIndex, word: wordIndex, start: word.start, end: word.end });
    });
  });
  return timeline.sort((a, b) => a.start - b.start);
}

/** A word stays lit this long past its end, so short gaps between words do not flicker. */
const afterglowSeconds = 0.25;

/** The word being spoken at `time` (the last one started, while it lasts), or null. */
export function wordAt(timeline: readonly WordPosition[], time: number): WordPosition | null {
  let low = 0;
  let high = timeline.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (timeline[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const word = timeline[found];
  return word && time <= word.end + afterglowSeconds ? word : null;
}
