/**
 * The shape shared by every normalization rule: looking at `text` from index `at`, a rule either declines
 * (null) or claims the original characters `[at, end)` and says how to speak them. Rules never see the
 * normalized output, so one rule's words can never be rewritten by another.
 */
export interface RuleMatch {
  end: number;
  spoken: string;
}

export interface RuleContext {
  /** Dates written "03/05/2024" read day first (en-GB and most of the Commonwealth) rather than month first. */
  dayFirstDates: boolean;
}

export type Rule = (text: string, at: number, context: RuleContext) => RuleMatch | null;

/** Letters and digits of any script: the characters that glue into one word. */
export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

export function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

export function isUpperLetter(char: string | undefined): boolean {
  return char !== undefined && /\p{Lu}/u.test(char);
}

/** True when a token may start at `at`: the previous character does not belong to the same word. */
export function startsToken(text: string, at: number): boolean {
  return !isWordChar(text[at - 1]);
}

/**
 * Runs a sticky regular expression at exactly `at`. All rule patterns use the `y` flag so they anchor at the
 * scan position instead of searching ahead.
 */
export function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** The word before `at` (skipping one run of spaces), e.g. to see "in" before "1999". */
export function previousWord(text: string, at: number): string {
  const match = /([\p{L}\p{N}.]+)[ \t\u00a0]+$/u.exec(text.slice(Math.max(0, at - 40), at));
  return match?.[1] ?? "";
}

const SENTENCE_ENDS_AT_STOP = /\s*$|[ \t]*\r?\n|\s+["'“‘(]?\p{Lu}/uy;

/**
 * For a token written with a final full stop ("p.m.", "etc.", "St."): when that stop also ends the sentence
 * (end of text, or space then a capital or a line break), leave it out of the token so it stays in the text and
 * the sentence still sounds finished. Returns the end to claim.
 */
export function endKeepingFullStop(text: string, end: number): number {
  if (text[end - 1] !== ".") return end;
  return matchAt(SENTENCE_ENDS_AT_STOP, text, end) ? end - 1 : end;
}
