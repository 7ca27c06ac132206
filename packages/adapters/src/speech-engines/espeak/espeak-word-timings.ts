import type { WordTiming } from "@chorus/domain";
import type { EspeakMarkup } from "./espeak-markup.ts";
import type { EspeakWordEvent } from "./espeak-protocol.ts";

interface Span {
  /** The event's own span, trimmed of whitespace only: used to decide whether events overlap. */
  rawStart: number;
  rawEnd: number;
  /** The span shown to callers: without surrounding punctuation (unless that is all there is). */
  start: number;
  end: number;
}

/**
 * Turns eSpeak-NG word events into word timings over the ORIGINAL text, incrementally as chunks arrive.
 *
 * Events carry a 1-based code-point position in the escaped markup, a length and a start time. Quirks
 * measured on this build, and how they are absorbed:
 * - a number is spoken as several words, each with its own event over overlapping spans ("42" → 20:2 and
 *   21:2; "1,234.5" → seven events) — an event that starts inside the previous one extends that word;
 * - a word opening with a curly quote has length 0 — it is widened to the end of its whitespace-free run;
 * - "didn't" is reported as "didn" — a span stopping at an apostrophe followed by letters takes them in;
 * - spans may run into trailing spaces, or sit on the space after an emoji — they are trimmed, and an event
 *   left empty belongs to the word before it.
 * A word is final once the next word starts (its end time is that start), so words are emitted one event
 * late; `finish` closes the last word with the end of the audio.
 */
export class EspeakWordTimings {
  private current: (WordTiming & { rawEnd: number }) | undefined;
  private lastCodePoint = 0;
  private wrap = 0;

  constructor(
    private readonly text: string,
    private readonly sourceOffsets: Int32Array,
    /** Markup spoken from phonemes (`[[…]]`): an event inside one is its whole word. */
    private readonly phonemeRegions: EspeakMarkup["phonemeRegions"] = [],
  ) {}

  /** Adds a chunk's word events; returns the words that became final. */
  add(events: readonly EspeakWordEvent[]): WordTiming[] {
    const finished: WordTiming[] = [];
    for (const event of events) {
      const span = this.spanOf(event);
      const current = this.current;
      if (!span) continue;
      if (current && span.rawStart < current.rawEnd) {
        current.rawEnd = Math.max(current.rawEnd, span.rawEnd);
        current.charEnd = Math.max(current.charEnd, span.end);
        continue;
      }
      const startMs = Math.max(event.audioMs, current?.startMs ?? 0);
      if (current) finished.push(publish(current, startMs));
      this.current = {
        charStart: span.start,
        charEnd: span.end,
        startMs,
        endMs: startMs,
        rawEnd: span.rawEnd,
      };
    }
    return finished;
  }

  /** The remaining word, ending with the audio. */
  finish(totalMs: number): WordTiming[] {
    const last = this.current;
    this.current = undefined;
    return last ? [publish(last, Math.max(last.startMs, totalMs))] : [];
  }

  private spanOf(event: EspeakWordEvent): Span | undefined {
    const lastIndex = this.sourceOffsets.length - 1;
    let codePoint = event.textPosition - 1 + this.wrap;
    // Positions are 16-bit inside eSpeak; past 65 535 code points they wrap around.
    if (codePoint < this.lastCodePoint - 0x8000) {
      this.wrap += 0x10000;
      codePoint += 0x10000;
    }
    this.lastCodePoint = codePoint;
    const region = this.phonemeRegions.find((r) => codePoint >= r.from && codePoint < r.to);
    if (region)
      return {
        rawStart: region.charStart,
        rawEnd: region.charEnd,
        start: region.charStart,
        end: region.charEnd,
      };
    const first = Math.min(Math.max(codePoint, 0), lastIndex);
    const afterLast = Math.min(first + Math.max(event.length, 0), lastIndex);
    const text = this.text;
    let start = this.sourceOffsets[first]!;
    const runEnd = this.endOfRun(start);
    let end = Math.min(afterLast > first ? this.sourceOffsets[afterLast]! : runEnd, runEnd);
    while (start < end && isSpace(text, start)) start++;
    while (end > start && isSpace(text, end - 1)) end--;
    if (end <= start) return undefined;
    const elision = /^['’]\p{L}+/u.exec(text.slice(end, runEnd));
    if (elision && isWordChar(text, end - 1)) end += elision[0].length;
    let wordStart = start;
    let wordEnd = end;
    while (wordStart < wordEnd && !isWordChar(text, wordStart)) wordStart++;
    while (wordEnd > wordStart && !isWordChar(text, wordEnd - 1)) wordEnd--;
    return wordEnd > wordStart
      ? { rawStart: start, rawEnd: end, start: wordStart, end: wordEnd }
      : { rawStart: start, rawEnd: end, start, end };
  }

  /** End of the whitespace-free run at `offset` (or of the run after it, if `offset` is a space). */
  private endOfRun(offset: number): number {
    let index = offset;
    while (index < this.text.length && isSpace(this.text, index)) index++;
    while (index < this.text.length && !isSpace(this.text, index)) index++;
    return index;
  }
}

const publish = (word: WordTiming & { rawEnd: number }, endMs: number): WordTiming => ({
  charStart: word.charStart,
  charEnd: word.charEnd,
  startMs: word.startMs,
  endMs,
});
const isSpace = (text: string, index: number) => /\s/.test(text[index]!);
// Surrogate halves count as word characters so an emoji is never split.
const isWordChar = (text: string, index: number) => /[\p{L}\p{N}\p{M}\p{Cs}]/u.test(text[index]!);
