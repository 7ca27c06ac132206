import type { WordTiming } from "../ports/speech.ts";

/** Per-character times in milliseconds: `startMs[i]`/`endMs[i]` for character `i`. */
export interface CharacterTimes {
  startMs: number[];
  endMs: number[];
}

/**
 * Times every character of a synthesized text from its word timings. Word boundaries are
 * anchors (char offset → time); characters between anchors, including spaces and punctuation
 * between words, are placed by linear interpolation. The result is monotonic, covers every
 * character and ends exactly at `durationMs`; the first character starts when its word does
 * (leading silence belongs to no character).
 */
export function timeCharacters(
  length: number,
  words: readonly WordTiming[],
  durationMs: number,
): CharacterTimes {
  const anchors: { char: number; ms: number }[] = [{ char: 0, ms: 0 }];
  for (const word of [...words].sort((a, b) => a.charStart - b.charStart)) {
    const start = Math.max(0, Math.min(length, word.charStart));
    const end = Math.max(start, Math.min(length, word.charEnd));
    if (end === start) continue;
    anchors.push({ char: start, ms: clamp(word.startMs, 0, durationMs) });
    anchors.push({ char: end, ms: clamp(word.endMs, 0, durationMs) });
  }
  anchors.push({ char: length, ms: durationMs });
  // Chars and times must both only grow: later anchors never go back in time or text.
  const clean: { char: number; ms: number }[] = [];
  for (const anchor of anchors) {
    const last = clean.at(-1);
    if (last && anchor.char < last.char) continue;
    const ms = last ? Math.max(last.ms, anchor.ms) : anchor.ms;
    if (last && anchor.char === last.char) last.ms = Math.max(last.ms, ms);
    else clean.push({ char: anchor.char, ms });
  }
  clean[clean.length - 1]!.ms = Math.max(clean.at(-1)!.ms, durationMs);
  const startMs: number[] = new Array(length);
  const endMs: number[] = new Array(length);
  let segment = 0;
  for (let i = 0; i < length; i++) {
    while (clean[segment + 1]!.char <= i) segment++;
    const a = clean[segment]!;
    const b = clean[segment + 1]!;
    const span = b.char - a.char;
    startMs[i] = a.ms + ((i - a.char) / span) * (b.ms - a.ms);
    endMs[i] = a.ms + ((i + 1 - a.char) / span) * (b.ms - a.ms);
  }
  return { startMs, endMs };
}

/**
 * Moves times from the normalized text back onto the original characters. `originalSpanOf(i)`
 * says which original characters normalized character `i` came from. An expansion ("$5" →
 * "five dollars") spreads its phrase's time evenly across the original token's characters;
 * original characters with no normalized counterpart get a zero-length slot at the running time.
 */
export function mapTimesToOriginal(
  originalLength: number,
  normalized: CharacterTimes,
  originalSpanOf: (normalizedIndex: number) => { start: number; end: number },
): CharacterTimes {
  const first = new Array<number>(originalLength).fill(Number.POSITIVE_INFINITY);
  const last = new Array<number>(originalLength).fill(Number.NEGATIVE_INFINITY);
  const spans = new Map<number, { end: number; startMs: number; endMs: number }>();
  for (let i = 0; i < normalized.startMs.length; i++) {
    const { start, end } = originalSpanOf(i);
    if (end <= start) continue;
    const span = spans.get(start);
    if (span) {
      span.end = Math.max(span.end, end);
      span.startMs = Math.min(span.startMs, normalized.startMs[i]!);
      span.endMs = Math.max(span.endMs, normalized.endMs[i]!);
    } else {
      spans.set(start, { end, startMs: normalized.startMs[i]!, endMs: normalized.endMs[i]! });
    }
  }
  for (const [start, span] of spans) {
    const count = span.end - start;
    for (let j = start; j < span.end && j < originalLength; j++) {
      const k = j - start;
      first[j] = Math.min(first[j]!, span.startMs + ((span.endMs - span.startMs) * k) / count);
      last[j] = Math.max(last[j]!, span.startMs + ((span.endMs - span.startMs) * (k + 1)) / count);
    }
  }
  const startMs: number[] = new Array(originalLength);
  const endMs: number[] = new Array(originalLength);
  let running = 0;
  for (let j = 0; j < originalLength; j++) {
    const start = Number.isFinite(first[j]!) ? Math.max(first[j]!, running) : running;
    const end = Number.isFinite(last[j]!) ? Math.max(last[j]!, start) : start;
    startMs[j] = start;
    endMs[j] = end;
    running = end;
  }
  return { startMs, endMs };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
