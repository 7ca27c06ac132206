import { digitWords } from "./numbers-to-words.ts";
import { matchAt, type Rule, startsToken } from "./rule.ts";

// North American: "555-123-4567", "555.123.4567", "(555) 123-4567", "+1 (555) 123-4567", "1-800-555-1234".
// Plain spaces only count after "(555)" (or in the "+" form below), so "100 200 3000" stays three numbers.
const NORTH_AMERICAN =
  /(?:\+?1[-. ])?(?:\(\d{3}\) ?\d{3}[-. ]\d{4}|\d{3}([-.])\d{3}\1\d{4})(?![\p{L}\p{N}]|[-.]\d)/uy;
// International with an explicit "+": "+44 20 7946 0958", "+33 1-23-45-67-89", "+49 (30) 1234567".
const INTERNATIONAL = /\+\d{1,3}(?:[-. ]?\(\d{1,4}\)|[-. ]\d{1,5}){2,6}(?![\p{L}\p{N}]|[-.]\d)/uy;
// Long runs of digits with no separators are identifiers (phone numbers, accounts), not quantities.
const LONG_DIGIT_RUN = /\d{10,}(?![\p{L}\p{N}]|[.,]\d)/uy;

/**
 * Phone numbers are read digit by digit, with a pause (a comma) between the groups the writer made, and a "+"
 * spoken as "plus". Numbers with too few or too many digits for a phone are left to the other rules.
 */
export const phoneNumberRule: Rule = (text, at) => {
  // An opening parenthesis belongs to the number: "(555) 123-4567" is claimed from the "(".
  if (!startsToken(text, at)) return null;
  const match = matchAt(NORTH_AMERICAN, text, at) ?? matchAt(INTERNATIONAL, text, at);
  if (match) {
    const digitCount = match[0].replace(/\D/g, "").length;
    if (digitCount < 7 || digitCount > 15) return null;
    return { end: at + match[0].length, spoken: speakGroups(match[0]) };
  }
  const run = matchAt(LONG_DIGIT_RUN, text, at);
  if (run) return { end: at + run[0].length, spoken: digitWords(run[0]) };
  return null;
};

function speakGroups(written: string): string {
  const groups = written.match(/\d+/g) ?? [];
  const spoken = groups.map(digitWords).join(", ");
  return written.startsWith("+") ? `plus ${spoken}` : spoken;
}
