import { integerWords } from "./numbers-to-words.ts";
import { ordinalWords } from "./ordinals.ts";
import { matchAt, previousWord, type Rule, startsToken } from "./rule.ts";
import { clockWords } from "./times.ts";
import { yearWords } from "./years.ts";

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Month names and their common abbreviations (with or without the full stop), to their month number 1–12. */
const MONTH_NAMES: Record<string, number> = {};
for (const [index, name] of MONTHS.entries()) {
  MONTH_NAMES[name] = index + 1;
  MONTH_NAMES[name.slice(0, 3)] = index + 1;
  MONTH_NAMES[`${name.slice(0, 3)}.`] = index + 1;
}
MONTH_NAMES.Sept = 9;
MONTH_NAMES["Sept."] = 9;

const MONTH_ALTERNATION = Object.keys(MONTH_NAMES)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(".", "\\."))
  .join("|");

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isValidDate(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** Two-digit years are read in the century people mean today: "24" → 2024, "99" → 1999. */
function fullYear(digits: string): string {
  if (digits.length !== 2) return digits;
  const value = Number(digits);
  return String(value < 50 ? 2000 + value : 1900 + value);
}

/** "March fifth, twenty twenty-four" (or "March fifth" without a year). */
function monthFirst(month: number, day: number, year?: string): string {
  const head = `${MONTHS[month - 1]} ${ordinalWords(String(day))}`;
  return year ? `${head}, ${yearWords(fullYear(year))}` : head;
}

/**
 * "the fifth of March, twenty twenty-four": the way day-first dates are said. `article` is off when the text
 * already says "the" ("on the 5th of March").
 */
function dayFirst(day: number, month: number, year?: string, article = true): string {
  const head = `${article ? "the " : ""}${ordinalWords(String(day))} of ${MONTHS[month - 1]}`;
  return year ? `${head}, ${yearWords(fullYear(year))}` : head;
}

// ISO dates, optionally with an ISO time and zone ("2024-03-05T10:00:00Z").
const ISO_DATE =
  /(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?(?![\p{L}\p{N}]|-\d)/uy;
const SLASH_DATE = /(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\p{L}\p{N}]|\/\d)/uy;
const DOTTED_DATE = /(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\p{L}\p{N}]|\.\d)/uy;

/** "Z" → "UTC", "+05:30" → "UTC plus five thirty". */
function zoneWords(zone: string): string {
  if (zone === "Z") return "UTC";
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(-2));
  const offset = minutes === 0 ? integerWords(String(hours)) : clockWords({ hour: hours, minutes });
  return `UTC ${zone.startsWith("-") ? "minus" : "plus"} ${offset}`;
}

/**
 * "2024-03-05" → "March fifth, twenty twenty-four" (ISO 8601 is unambiguous: year, month, day);
 * "2024-03-05T10:00Z" adds "at ten o'clock UTC".
 */
export const isoDateRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(ISO_DATE, text, at);
  if (!match) return null;
  const [whole, year, monthText, dayText, hour, minutes, seconds, zone] = match;
  const month = Number(monthText);
  const day = Number(dayText);
  if (!isValidDate(month, day)) return null;
  const date = monthFirst(month, day, year);
  if (hour === undefined) return { end: at + whole.length, spoken: date };
  const time = {
    hour: Number(hour),
    minutes: Number(minutes),
    ...(seconds === undefined ? {} : { seconds: Number(seconds) }),
  };
  if (time.hour > 23 || time.minutes > 59 || (time.seconds ?? 0) > 59) return null;
  const spokenZone = zone ? ` ${zoneWords(zone)}` : "";
  return { end: at + whole.length, spoken: `${date}, at ${clockWords(time)}${spokenZone}` };
};

/**
 * "03/05/2024" is March 5 in American English and 3 May in British English (context.dayFirstDates). When the
 * usual order is impossible ("25/12/2024"), the other order is taken instead of reading nonsense.
 */
export const slashDateRule: Rule = (text, at, context) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(SLASH_DATE, text, at);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = match[3];
  const asDayFirst = isValidDate(second, first);
  const asMonthFirst = isValidDate(first, second);
  const preferDayFirst = context.dayFirstDates ? asDayFirst : asDayFirst && !asMonthFirst;
  if (preferDayFirst) return { end: at + match[0].length, spoken: dayFirst(first, second, year) };
  if (asMonthFirst) return { end: at + match[0].length, spoken: monthFirst(first, second, year) };
  return null;
};

/** "5.3.2024": the dotted form is always day first where it is used. */
export const dottedDateRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(DOTTED_DATE, text, at);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (!isValidDate(month, day)) return null;
  return { end: at + match[0].length, spoken: dayFirst(day, month, match[3]) };
};

const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const MONTH_FIRST = new RegExp(
  String.raw`(${MONTH_ALTERNATION}) ${DAY}(?:(?:, ?| )(\d{4}))?(?![\p{L}\p{N}]|[.,:]\d)`,
  "uy",
);
const DAY_FIRST = new RegExp(
  String.raw`${DAY}(?: of)? (${MONTH_ALTERNATION})(?:,? (\d{4}))?(?![\p{L}\p{N}]|[.,:]\d)`,
  "uy",
);

/** "March 5, 2024", "Mar. 5th 2024", "March 5" → "March fifth, twenty twenty-four". */
export const monthFirstDateRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(MONTH_FIRST, text, at);
  if (!match) return null;
  const month = MONTH_NAMES[match[1] ?? ""];
  const day = Number(match[2]);
  if (!month || !isValidDate(month, day)) return null;
  return { end: at + match[0].length, spoken: monthFirst(month, day, match[3]) };
};

/** "5 March 2024", "5th of March, 2024" → "the fifth of March, twenty twenty-four". */
export const dayFirstDateRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(DAY_FIRST, text, at);
  if (!match) return null;
  const day = Number(match[1]);
  const month = MONTH_NAMES[match[2] ?? ""];
  if (!month || !isValidDate(month, day)) return null;
  const article = previousWord(text, at).toLowerCase() !== "the";
  return { end: at + match[0].length, spoken: dayFirst(day, month, match[3], article) };
};

/** A month abbreviation standing alone ("in Jan.") is read as the full month name. */
export function monthAbbreviation(token: string): string | undefined {
  const month = MONTH_NAMES[token];
  return month && token.endsWith(".") ? MONTHS[month - 1] : undefined;
}
