import { primaryLanguage } from "./language.ts";

export interface SentenceSpan {
  start: number;
  end: number;
}

/** Scripts written without spaces: their sentence marks end a sentence on their own, and sentences are denser. */
const UNSPACED_LANGUAGES = new Set(["zh", "ja", "yue", "wuu", "lo", "th", "km", "my"]);

/** Marks that end a sentence only before whitespace (or the end): Latin, Devanagari, Arabic, Urdu, Armenian, … */
const SPACED_TERMINATORS = ".!?…।॥؟۔։።။";
/** Full-width marks that end a sentence even with no space after them (Chinese, Japanese). */
const UNSPACED_TERMINATORS = "。！？｡";
/** Closing quotes and brackets that belong to the sentence they close: `He said "Stop." Then…`. */
const CLOSERS = "\"'”’»)]}」』）】〕》〉";
/** Clause marks where an over-long sentence can be cut, strongest first. */
const STRONG_CLAUSE_MARKS = ";:—–；：";
const WEAK_CLAUSE_MARKS = ",，、،";

/**
 * Words that end with a full stop without ending the sentence: titles before names and Latin shorthands, in the
 * languages the engines speak (compared without case). One shared list keeps this simple; the few overlaps
 * between languages mean the same thing.
 */
const ABBREVIATIONS = new Set(
  [
    "mr mrs ms dr prof st mt jr sr rev gen col capt lt sgt gov sen rep pres hon fig figs vol no nos p pp ch sec art",
    "vs e.g i.e cf approx ca al viz jan feb mar apr jun jul aug sep sept oct nov dec",
    "z.b d.h bzw nr hr fr u.a usw vgl mme mlle mm p.ex sra srta dra ud uds sig dott",
  ]
    .join(" ")
    .split(" "),
);

interface Limits {
  /** Fragments shorter than this (without surrounding whitespace) are joined to the next sentence. */
  minChars: number;
  /** Sentences longer than this are cut at clause marks or spaces, so the first audio starts quickly. */
  maxChars: number;
}

function limitsFor(language: string): Limits {
  return UNSPACED_LANGUAGES.has(primaryLanguage(language))
    ? { minChars: 8, maxChars: 120 }
    : { minChars: 20, maxChars: 300 };
}

/**
 * Splits text into sentence-sized spans for pipelined synthesis. The spans tile the text exactly: in order, no
 * gaps, each character in one span (whitespace after a sentence belongs to it). An empty text gives no spans.
 */
export function splitSentences(text: string, language: string): SentenceSpan[] {
  if (text.length === 0) return [];
  const limits = limitsFor(language);
  const raw = toSpans(sentenceBoundaries(text), text.length);
  const merged = mergeShortFragments(text, raw, limits.minChars);
  return merged.flatMap((span) => cutLongSpan(text, span, limits));
}

function toSpans(boundaries: number[], length: number): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  for (const boundary of boundaries) {
    if (boundary > start && boundary < length) {
      spans.push({ start, end: boundary });
      start = boundary;
    }
  }
  spans.push({ start, end: length });
  return spans;
}

/** Positions where a new sentence starts (after the terminator, its closers and the whitespace that follows). */
function sentenceBoundaries(text: string): number[] {
  const boundaries: number[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === "\n") {
      // A blank line ends a paragraph, with or without punctuation (headings, lists).
      const blank = /\n[ \t\r]*\n\s*/y;
      blank.lastIndex = at;
      const match = blank.exec(text);
      if (match) {
        at += match[0].length;
        boundaries.push(at);
        continue;
      }
    }
    const unspaced = UNSPACED_TERMINATORS.includes(char);
    if (!unspaced && !SPACED_TERMINATORS.includes(char)) {
      at += 1;
      continue;
    }
    const markStart = at;
    let end = at;
    while (
      end < text.length &&
      (SPACED_TERMINATORS.includes(text[end]!) || UNSPACED_TERMINATORS.includes(text[end]!))
    ) {
      end += 1;
    }
    while (end < text.length && CLOSERS.includes(text[end]!)) end += 1;
    let afterSpace = end;
    while (afterSpace < text.length && /\s/.test(text[afterSpace]!)) afterSpace += 1;
    at = afterSpace;
    const spaced = afterSpace > end || afterSpace === text.length;
    if (!unspaced && !spaced) continue;
    if (!unspaced && !endsSentence(text, markStart, end, afterSpace)) continue;
    boundaries.push(afterSpace);
  }
  return boundaries;
}

/**
 * Whether the marks at `[markStart, markEnd)` end a sentence: not when the next sentence would start in lower case
 * ("Wait… what?"), and for a lone full stop not after an abbreviation ("Mr. Smith"), an initial ("J. K. Rowling")
 * or a reference before a number ("No. 5", "p. 12").
 */
function endsSentence(text: string, markStart: number, markEnd: number, nextStart: number): boolean {
  const next = text[nextStart];
  if (next !== undefined && /\p{Ll}/u.test(next)) return false;
  if (text.slice(markStart, markEnd) !== ".") return true;
  const word = /[\p{L}.]+$/u.exec(text.slice(Math.max(0, markStart - 12), markStart))?.[0] ?? "";
  if (word === "") return true;
  if (/^\p{Lu}$/u.test(word)) return false;
  return !ABBREVIATIONS.has(word.toLowerCase());
}

/** Joins fragments shorter than `minChars` to the next span (the last one to the previous). */
function mergeShortFragments(text: string, spans: SentenceSpan[], minChars: number): SentenceSpan[] {
  const merged: SentenceSpan[] = [];
  let pending: SentenceSpan | undefined;
  for (const span of spans) {
    const current: SentenceSpan = pending ? { start: pending.start, end: span.end } : { ...span };
    pending = undefined;
    if (text.slice(current.start, current.end).trim().length < minChars) pending = current;
    else merged.push(current);
  }
  if (pending) {
    const last = merged.at(-1);
    if (last) last.end = pending.end;
    else merged.push(pending);
  }
  return merged;
}

/** Cuts a span longer than `maxChars` at the best clause mark or space in its window, repeatedly. */
function cutLongSpan(text: string, span: SentenceSpan, limits: Limits): SentenceSpan[] {
  const pieces: SentenceSpan[] = [];
  let start = span.start;
  while (span.end - start > limits.maxChars) {
    const cut = bestCut(text, start, span.end, limits);
    pieces.push({ start, end: cut });
    start = cut;
  }
  pieces.push({ start, end: span.end });
  return pieces;
}

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/u.test(char);

/** A clause mark is a place to cut when it is full-width, or (ASCII ",;:") when a space follows — not "12,500". */
function isCuttableMark(text: string, at: number, marks: string): boolean {
  const char = text[at]!;
  if (!marks.includes(char)) return false;
  return char.charCodeAt(0) > 0x7f || isSpace(text[at + 1]);
}

/**
 * Where to cut the span starting at `start`: after the last strong clause mark within `maxChars`, else the last
 * weak one, else the last space, else at `maxChars` itself (never inside a surrogate pair). Whitespace after the
 * cut stays with the first piece. The lower bound keeps pieces from being tiny.
 */
function bestCut(text: string, start: number, spanEnd: number, limits: Limits): number {
  const limit = start + limits.maxChars;
  const lowest = start + Math.max(limits.minChars, Math.floor(limits.maxChars / 3));
  const skipSpaces = (from: number): number => {
    let end = from;
    while (end < spanEnd && isSpace(text[end])) end += 1;
    return end;
  };
  for (const marks of [STRONG_CLAUSE_MARKS, WEAK_CLAUSE_MARKS]) {
    for (let at = limit - 1; at >= lowest; at -= 1) {
      if (isCuttableMark(text, at, marks)) return skipSpaces(at + 1);
    }
  }
  for (let at = limit; at > lowest; at -= 1) {
    if (isSpace(text[at - 1])) return skipSpaces(at);
  }
  const high = text.charCodeAt(limit - 1);
  return high >= 0xd800 && high <= 0xdbff ? limit - 1 : limit;
}
