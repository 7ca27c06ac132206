/**
 * Values rules can read out of what a caller said, by the kind of value wanted: numbers, dates
 * written out (no relative dates: the rules have no clock), email addresses, phone numbers, a name
 * the caller gives as theirs, one of a list of allowed values, yes or no. The retrieval engine fills
 * tool parameters with them; the conversation analysis reads data-collection items with them when
 * no language model is configured. Anything else they cannot know.
 */

/** A tool parameter as its JSON schema describes it. */
export interface ParameterSpec {
  name: string;
  type: string;
  description: string;
  format?: string;
  enumValues?: readonly string[];
}

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const monthPattern = months.join("|");

const pad = (value: number) => String(value).padStart(2, "0");
const isoDate = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${year}-${pad(month)}-${pad(day)}` : undefined;

/** A date written out: 2026-12-24, 24 December 2026, December 24th, 2026, 12/24/2026 (month first). */
export function extractDate(text: string): string | undefined {
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const lower = text.toLowerCase();
  const dayFirst = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthPattern})\\s*,?\\s+(\\d{4})\\b`,
  ).exec(lower);
  if (dayFirst) return isoDate(Number(dayFirst[3]), months.indexOf(dayFirst[2]!) + 1, Number(dayFirst[1]));
  const monthFirst = new RegExp(
    `\\b(${monthPattern})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s+(\\d{4})\\b`,
  ).exec(lower);
  if (monthFirst)
    return isoDate(Number(monthFirst[3]), months.indexOf(monthFirst[1]!) + 1, Number(monthFirst[2]));
  const slashes = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (slashes) return isoDate(Number(slashes[3]), Number(slashes[1]), Number(slashes[2]));
  return undefined;
}

export function extractEmail(text: string): string | undefined {
  return /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0];
}

/** A phone number: a run of digits with spaces, dashes, dots or parentheses, 7 to 15 digits. */
export function extractPhone(text: string): string | undefined {
  for (const match of text.matchAll(/\+?\d[\d\s().-]{5,}\d/g)) {
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 7 && digits.length <= 15)
      return `${match[0].trim().startsWith("+") ? "+" : ""}${digits}`;
  }
  return undefined;
}

/** The caller's own name, when they say it: "my name is Ada Lovelace", "I'm Ada", "this is Ada". */
export function extractName(text: string): string | undefined {
  const said =
    /\b(?:my name is|my name's|i am|i'm|this is|call me)\s+([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2})/u.exec(
      text,
    );
  return said?.[1];
}

/** A number written in digits (the first one, or the one right after the parameter's name). */
export function extractNumber(text: string, integer: boolean): number | undefined {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text.replace(/(\d),(\d{3})\b/g, "$1$2"));
  if (!match) return undefined;
  const value = Number(match[0].replace(",", "."));
  if (!Number.isFinite(value)) return undefined;
  return integer ? Math.trunc(value) : value;
}

export function extractBoolean(text: string): boolean | undefined {
  const lower = ` ${text.toLowerCase()} `;
  if (/\b(yes|yeah|yep|sure|correct|please do)\b/.test(lower)) return true;
  if (/\b(no|nope|don't|do not|not)\b/.test(lower)) return false;
  return undefined;
}

const mentions = (text: string, words: string) => new RegExp(`\\b(${words})\\b`).test(text);

/** The value of one parameter in the caller's words, or undefined when they do not give it. */
export function extractValue(parameter: ParameterSpec, text: string): unknown {
  const about = `${parameter.name.replace(/[_-]/g, " ")} ${parameter.description}`.toLowerCase();
  if (parameter.enumValues?.length) {
    const lower = text.toLowerCase();
    return parameter.enumValues.find((value) => lower.includes(value.toLowerCase()));
  }
  switch (parameter.type) {
    case "integer":
    case "number":
      return extractNumber(text, parameter.type === "integer");
    case "boolean":
      return extractBoolean(text);
    case "string":
      if (parameter.format === "email" || mentions(about, "email|e-mail")) return extractEmail(text);
      if (parameter.format === "date" || mentions(about, "date|day|birthday")) return extractDate(text);
      if (mentions(about, "phone|telephone|mobile")) return extractPhone(text);
      if (mentions(about, "name")) return extractName(text);
      return undefined;
    default:
      return undefined;
  }
}
