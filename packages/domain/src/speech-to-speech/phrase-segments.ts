import type { WordTiming } from "../ports/speech.ts";

/** A stretch of synthesized audio and where it must sit in the output, in samples. */
export interface PhraseSegment {
  /** Start and end (exclusive) in the synthesized phrase. */
  sourceStart: number;
  sourceEnd: number;
  /** Where it starts in the output and how long it must last there. */
  targetStart: number;
  targetLength: number;
}

/**
 * How a synthesized phrase is laid onto the original's timing. With a timing for every word, each
 * word's segment runs from its start to the next word's start (the last one to its end), so the
 * phrase stays continuous and every word starts where the speaker said it; otherwise the phrase's
 * spoken part (first word start to last word end, or the whole audio) becomes one segment stretched
 * over the original phrase.
 *
 * `wordChars` are each word's character span in the phrase text; `original` each word's start and
 * end in the output, in samples; `timings` the engine's word timings and `rate` its sample rate.
 */
export function phraseSegments(
  wordChars: readonly { start: number; end: number }[],
  original: readonly { start: number; end: number }[],
  timings: readonly WordTiming[],
  rate: number,
  synthesizedLength: number,
): PhraseSegment[] {
  const toSample = (ms: number) => Math.min(synthesizedLength, Math.max(0, Math.round((ms / 1000) * rate)));
  const matched = wordChars.map((span) =>
    timings.find((timing) => timing.charStart >= span.start && timing.charStart < span.end),
  );
  const first = original[0]!;
  const last = original.at(-1)!;
  const starts = matched.map((timing) => (timing ? toSample(timing.startMs) : undefined));
  const increasing = starts.every((start, i) => start !== undefined && (i === 0 || start > starts[i - 1]!));
  if (!increasing) {
    const begin = matched[0] ? toSample(matched[0].startMs) : 0;
    const end = matched.at(-1) ? toSample(matched.at(-1)!.endMs) : synthesizedLength;
    const [sourceStart, sourceEnd] = end > begin ? [begin, end] : [0, synthesizedLength];
    return [{ sourceStart, sourceEnd, targetStart: first.start, targetLength: last.end - first.start }];
  }
  const lastEnd = Math.max(toSample(matched.at(-1)!.endMs), starts.at(-1)! + 1);
  return original.map((word, i) => {
    const isLast = i === original.length - 1;
    return {
      sourceStart: starts[i]!,
      sourceEnd: isLast ? lastEnd : starts[i + 1]!,
      targetStart: word.start,
      targetLength: (isLast ? word.end : original[i + 1]!.start) - word.start,
    };
  });
}
