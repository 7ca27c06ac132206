import { integerWords } from "./numbers-to-words.ts";
import { ordinalOf } from "./ordinals.ts";
import { matchAt, type Rule, startsToken } from "./rule.ts";

/** Denominators said with their own word; the rest take the ordinal ("five eighths"). */
const SPECIAL_DENOMINATORS: Record<number, { one: string; many: string }> = {
  2: { one: "half", many: "halves" },
  4: { one: "quarter", many: "quarters" },
};

// "1/2", "3/4", and mixed "1 1/2"; only proper fractions with small denominators, so "24/7" or "9/11" (which are
// names, not quantities) keep their slash.
const FRACTION = /(?:(\d{1,3}) )?(\d)\/(\d{1,2})(?![\p{L}\p{N}]|[/.,]\d)/uy;

/** "three quarters"; after a whole number a single part is "a half", as people say "one and a half". */
function fractionWords(numerator: number, denominator: number, mixed: boolean): string {
  const special = SPECIAL_DENOMINATORS[denominator];
  const one = special?.one ?? ordinalOf(integerWords(String(denominator)));
  const many = special?.many ?? `${one}s`;
  if (numerator === 1) return `${mixed ? "a" : "one"} ${one}`;
  return `${integerWords(String(numerator))} ${many}`;
}

/** Simple fractions: "1/2" → "one half", "3/4" → "three quarters", "1 1/2" → "one and a half". */
export const fractionRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const match = matchAt(FRACTION, text, at);
  if (!match) return null;
  const [whole, units, numeratorText, denominatorText] = match;
  const numerator = Number(numeratorText);
  const denominator = Number(denominatorText);
  if (numerator < 1 || denominator < 2 || denominator > 10 || numerator >= denominator) return null;
  const fraction = fractionWords(numerator, denominator, units !== undefined);
  return { end: at + whole.length, spoken: units ? `${integerWords(units)} and ${fraction}` : fraction };
};
