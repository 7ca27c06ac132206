import { matchAt, type RuleMatch } from "./rule.ts";

// Runs of whitespace that are not already a single ordinary space or a single line break.
const WHITESPACE_RUN = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/uy;
// Invisible characters that only confuse engines (zero-width space, word joiner, BOM, soft hyphen). Zero-width
// (non-)joiners are kept: they change how Indic and Persian words are written and read.
const INVISIBLE = /[\u200b\u2060\ufeff\u00ad]+/y;
const VISIBLE_AFTER_INVISIBLE = /[\u200b\u2060\ufeff\u00ad]*(.)?/suy;
// Control characters other than tab and line breaks (handled as whitespace) carry nothing to speak.
const CONTROL = /[^\P{Cc}\s]+/uy;

/**
 * The language-neutral cleanup every mode but "off" applies: whitespace runs become one space, or one line break
 * (two for a paragraph break, which engines turn into a longer pause); invisible and control characters go.
 * Returns null when the text at `at` is already clean, so unchanged text keeps an identity map.
 */
export function cleanWhitespaceAt(text: string, at: number): RuleMatch | null {
  const invisible = matchAt(INVISIBLE, text, at) ?? matchAt(CONTROL, text, at);
  if (invisible) return { end: at + invisible[0].length, spoken: "" };
  const run = matchAt(WHITESPACE_RUN, text, at);
  if (!run) return null;
  const written = run[0];
  const lineBreaks = (written.replace(/\r\n/g, "\n").match(/[\n\r\u2028\u2029\v\f]/g) ?? []).length;
  const clean = lineBreaks === 0 ? " " : lineBreaks === 1 ? "\n" : "\n\n";
  if (written === clean) return null;
  return { end: at + written.length, spoken: clean };
}

/** The first character at or after `at` that the cleanup does not remove as invisible. */
export function nextVisibleChar(text: string, at: number): string | undefined {
  return matchAt(VISIBLE_AFTER_INVISIBLE, text, at)?.[1];
}
