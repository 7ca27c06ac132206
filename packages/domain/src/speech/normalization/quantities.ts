import { isExactlyOne, type NumberToken, readNumber, signAllowedAt } from "./number-token.ts";
import { decimalWords, integerWords } from "./numbers-to-words.ts";
import { isDigit, isWordChar, matchAt, type Rule, startsToken } from "./rule.ts";
import { readUnit } from "./units.ts";
import { isYearLike, yearWords } from "./years.ts";

// A range dash: a hyphen or en dash between two numbers, or an en dash with spaces ("10 – 20"). A hyphen with
// spaces ("10 - 2") is more often subtraction, so it is left alone.
const RANGE_DASH = /[-–]| – /y;
const PERCENT = / ?%/y;

/** The end of a range at `at` ("10-20" → the "20"), unless the digits go on like a phone or a date. */
function readRangeEnd(text: string, at: number): NumberToken | null {
  const dash = matchAt(RANGE_DASH, text, at);
  if (!dash || !isDigit(text[at + dash[0].length])) return null;
  const upper = readNumber(text, at + dash[0].length, false);
  if (!upper) return null;
  if (/^[-–/]\d/.test(text.slice(upper.end, upper.end + 2))) return null;
  return upper;
}

/** How the two ends of a range are said: years as years ("1999-2005", "2023-24"), anything else as numbers. */
function rangeWords(lower: NumberToken, upper: NumberToken): string {
  if (
    lower.sign === "" &&
    isYearLike(lower.integerAsWritten) &&
    lower.fraction === "" &&
    upper.fraction === ""
  ) {
    if (isYearLike(upper.integerAsWritten))
      return `${yearWords(lower.integer)} to ${yearWords(upper.integer)}`;
    if (upper.integerAsWritten.length === 2)
      return `${yearWords(lower.integer)} to ${integerWords(upper.integer)}`;
  }
  return `${decimalWords(lower)} to ${decimalWords(upper)}`;
}

/**
 * Numbers with what follows them: percentages ("45%", "3.5 %"), units ("5 km", "1 kg", "-5°C") and ranges
 * ("10-20" → "ten to twenty", "10-20%", "5–10 km"). A bare number is left to the year and cardinal rules.
 */
export const quantityRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const lower = readNumber(text, at, signAllowedAt(text, at));
  if (!lower) return null;
  // The middle of "1-2-3" or of a malformed date is no range either.
  const continuesDigits = /\d[-–/]$/.test(text.slice(Math.max(0, at - 2), at));
  const upper = continuesDigits ? null : readRangeEnd(text, lower.end);
  const afterNumbers = upper?.end ?? lower.end;
  const head = upper ? rangeWords(lower, upper) : decimalWords(lower);

  const percent = matchAt(PERCENT, text, afterNumbers);
  if (percent) return { end: afterNumbers + percent[0].length, spoken: `${head} percent` };

  const unit = readUnit(text, afterNumbers, !upper && isExactlyOne(lower));
  if (unit) return { end: unit.end, spoken: `${head} ${unit.words}` };

  if (upper && !isWordChar(text[afterNumbers])) return { end: afterNumbers, spoken: head };
  return null;
};
