/** A word's place in the text (end exclusive) and in the audio (seconds). */
export interface TimedWord {
  charStart: number;
  charEnd: number;
  start: number;
  end: number;
}

/**
 * Gives every character of the text a time: a word's characters share its span evenly, in order;
 * characters between words (spaces, punctuation) span the gap from the previous word's end to the
 * next word's start, so the characters tile the audio without overlap.
 */
export function spreadCharacterTimes(
  text: string,
  words: readonly TimedWord[],
  durationSeconds: number,
): { text: string; start: number; end: number }[] {
  // UTF-16 units, as the word offsets count them.
  const units = text.split("");
  const times = units.map(() => ({ start: 0, end: 0 }));
  let cursor = 0;
  let previousEnd = 0;
  const fillGap = (until: number, nextStart: number) => {
    for (; cursor < until; cursor++)
      times[cursor] = { start: previousEnd, end: Math.max(previousEnd, nextStart) };
  };
  for (const word of words) {
    if (word.charStart < cursor) continue;
    fillGap(word.charStart, word.start);
    const length = word.charEnd - word.charStart;
    const step = (word.end - word.start) / Math.max(1, length);
    for (let k = 0; k < length; k++)
      times[word.charStart + k] = {
        start: round(word.start + k * step),
        end: round(word.start + (k + 1) * step),
      };
    cursor = word.charEnd;
    previousEnd = word.end;
  }
  // Trailing punctuation is said with the last word: it takes no time of its own.
  fillGap(text.length, Math.min(previousEnd, durationSeconds));
  return units.map((character, index) => ({ text: character, ...times[index]! }));
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
