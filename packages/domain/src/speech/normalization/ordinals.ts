import { integerWords } from "./numbers-to-words.ts";
import { matchAt, type Rule, startsToken } from "./rule.ts";

/** Irregular ordinal forms of the last word; everything else takes "-th" (and "-y" becomes "-ieth"). */
const IRREGULAR: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};

/** Turns a cardinal phrase into its ordinal: only the last word changes ("twenty-one" → "twenty-first"). */
export function ordinalOf(cardinal: string): string {
  const match = /^(.*?)([a-z]+)$/.exec(cardinal);
  if (!match) return cardinal;
  const [, head, last] = match as unknown as [string, string, string];
  const ordinal = IRREGULAR[last] ?? (last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return `${head}${ordinal}`;
}

/** An integer (ASCII digits) as an ordinal: "21" → "twenty-first", "100" → "one hundredth". */
export function ordinalWords(digits: string): string {
  return ordinalOf(integerWords(digits));
}

// "21st", "2nd", "103rd", "1,000th"; the suffix must end the word so "1stly" or "4thwall" are left alone.
const ORDINAL = /(\d{1,3}(?:,\d{3})+|\d+)(st|nd|rd|th)(?![\p{L}\p{N}])/iuy;

/** Written ordinals: "21st" → "twenty-first". */
export const ordinalRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(ORDINAL, text, at);
  if (!match) return null;
  return { end: at + match[0].length, spoken: ordinalWords((match[1] ?? "").replaceAll(",", "")) };
};
