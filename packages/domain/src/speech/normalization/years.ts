import { integerWords, underHundredWords } from "./numbers-to-words.ts";
import { matchAt, previousWord, type Rule, startsToken } from "./rule.ts";

/**
 * A year read the way people say it: "1999" → "nineteen ninety-nine", "1905" → "nineteen oh five",
 * "1900" → "nineteen hundred", "2005" → "two thousand five", "2024" → "twenty twenty-four".
 * Handles 1000–9999; anything else falls back to the cardinal.
 */
export function yearWords(digits: string): string {
  const year = Number(digits);
  if (!/^\d{4}$/.test(digits) || year < 1000) return integerWords(digits);
  const century = Math.floor(year / 100);
  const rest = year % 100;
  // 2000–2009 (and 3000, 1000…) are said as thousands: nobody says "twenty oh five".
  if (century % 10 === 0 && rest < 10) return integerWords(digits);
  const head = underHundredWords(century);
  if (rest === 0) return `${head} hundred`;
  if (rest < 10) return `${head} oh ${underHundredWords(rest)}`;
  return `${head} ${underHundredWords(rest)}`;
}

/** Plural of a number phrase, for decades: "nineteen ninety" → "nineteen nineties", "eighteen hundred" → "…hundreds". */
export function pluralOfNumberPhrase(phrase: string): string {
  if (phrase.endsWith("y")) return `${phrase.slice(0, -1)}ies`;
  if (phrase.endsWith("x")) return `${phrase}es`;
  return `${phrase}s`;
}

/** "1990" → "nineteen nineties", "1800" → "eighteen hundreds", "2000" → "two thousands", "90" → "nineties". */
export function decadeWords(digits: string): string {
  return pluralOfNumberPhrase(digits.length === 4 ? yearWords(digits) : integerWords(digits));
}

// "1990s", "1800s", "1990's", "90s", "'90s", "’60s": decades, said in the plural.
const DECADE = /['’]?(\d{2}(?:\d0)|\d0)['’]?s(?![\p{L}\p{N}])/uy;

/** "1990s" → "nineteen nineties", "'80s" → "eighties". */
export const decadeRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(DECADE, text, at);
  if (!match) return null;
  const digits = match[1] ?? "";
  // A leading apostrophe is only part of the decade when it abbreviates the century ("'90s").
  if (digits.length === 4 && /^['’]/.test(match[0])) return null;
  return { end: at + match[0].length, spoken: decadeWords(digits) };
};

/** Words that announce a year: "in 1066", "since 1850", "by 2100", "A.D. 1066". */
const YEAR_CUES = new Set([
  "in",
  "since",
  "by",
  "from",
  "until",
  "till",
  "circa",
  "c.",
  "around",
  "before",
  "after",
  "during",
  "a.d.",
  "ad",
]);
// Era marks after the number also make it a year: "1066 AD", "2000 BCE".
const ERA_AFTER = / (?:AD|BC|BCE|CE|A\.D\.|B\.C\.)(?![\p{L}\p{N}])/uy;
// Four digits standing alone: no separators, no decimals, not glued to other digits or letters.
const FOUR_DIGITS = /(\d{4})(?![\p{L}\p{N}]|[.,:]\d)/uy;

/**
 * A four-digit number that looks like a year is read as one: 1100–2099 anywhere (that is where nearly all years
 * people write fall, and "fifteen hundred" is a fine reading of 1500 even when it is a count), and 1000–2999
 * after a word that announces a year or before an era mark.
 */
export const yearRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(FOUR_DIGITS, text, at);
  if (!match) return null;
  const digits = match[1] ?? "";
  const year = Number(digits);
  const cued =
    YEAR_CUES.has(previousWord(text, at).toLowerCase()) ||
    matchAt(ERA_AFTER, text, at + match[0].length) !== null;
  const looksLikeYear = (year >= 1100 && year <= 2099) || (cued && year >= 1000 && year <= 2999);
  return looksLikeYear ? { end: at + match[0].length, spoken: yearWords(digits) } : null;
};

/** True for a four-digit, separator-free number in the year range (used by ranges such as "1999-2005"). */
export function isYearLike(written: string): boolean {
  return /^\d{4}$/.test(written) && Number(written) >= 1100 && Number(written) <= 2099;
}
