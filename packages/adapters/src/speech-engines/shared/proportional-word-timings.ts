import type { WordTiming } from "@chorus/domain";
import { textWords } from "./text-words.ts";

/**
 * Estimated word timings for audio that came with none: the duration is shared out over the words in
 * proportion to their length in characters, back to back, pauses ignored. Good enough to highlight the
 * right word within a sentence or so; not an alignment.
 */
export function proportionalWordTimings(text: string, durationMs: number): WordTiming[] {
  const words = textWords(text);
  const weights = words.map((word) => Math.max(1, [...word.text].length));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let before = 0;
  return words.map((word, i) => {
    const startMs = (durationMs * before) / total;
    before += weights[i]!;
    return {
      charStart: word.charStart,
      charEnd: word.charEnd,
      startMs,
      endMs: (durationMs * before) / total,
    };
  });
}
