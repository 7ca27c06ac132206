import type { EditorWord } from "./transcript-model.ts";

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");
const isEvent = (token: string) => /^[([].*[)\]]$/.test(token);

/** Pairs of (old index, new index) of the longest common subsequence of comparable words. */
function commonWords(before: readonly string[], after: readonly string[]): [number, number][] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const lengths = new Uint16Array(rows * columns);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * columns + j + 1]! + 1
          : Math.max(lengths[(i + 1) * columns + j]!, lengths[i * columns + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * columns + j]! >= lengths[i * columns + j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * The words of a segment after the person rewrote its text. Words that survive the edit keep their
 * times (matched by the longest common subsequence, ignoring case and punctuation), so audio sync
 * stays exact where nothing changed; new or changed words share the time between their kept
 * neighbours in proportion to their length. Tokens in parentheses or brackets are audio events.
 */
export function retimeSegment(before: readonly EditorWord[], text: string): EditorWord[] {
  const tokens = text.split(/\s+/).filter((token) => token.length > 0);
  const words: EditorWord[] = tokens.map((token) => ({
    text: token,
    start: null,
    end: null,
    event: isEvent(token),
  }));
  const spanStart = before.find((word) => word.start !== null)?.start ?? null;
  const spanEnd = [...before].reverse().find((word) => word.end !== null)?.end ?? null;
  if (spanStart === null || spanEnd === null) return words;

  for (const [oldIndex, newIndex] of commonWords(
    before.map((word) => comparable(word.text)),
    tokens.map(comparable),
  )) {
    const kept = before[oldIndex]!;
    if (kept.start === null || kept.end === null) continue;
    words[newIndex]!.start = kept.start;
    words[newIndex]!.end = kept.end;
  }

  // Fill each run of untimed words between the times around it.
  let index = 0;
  while (index < words.length) {
    if (words[index]!.start !== null) {
      index += 1;
      continue;
    }
    let runEnd = index;
    while (runEnd < words.length && words[runEnd]!.start === null) runEnd += 1;
    const from = index > 0 ? words[index - 1]!.end! : spanStart;
    const to = runEnd < words.length ? words[runEnd]!.start! : spanEnd;
    const run = words.slice(index, runEnd);
    const total = run.reduce((sum, word) => sum + word.text.length, 0);
    let at = from;
    for (const word of run) {
      const share = ((to - from) * word.text.length) / total;
      word.start = at;
      word.end = at + Math.max(0, share);
      at = word.end;
    }
    index = runEnd;
  }
  return words;
}
