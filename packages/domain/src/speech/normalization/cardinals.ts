import { readNumber, signAllowedAt } from "./number-token.ts";
import { decimalWords, digitWords, integerWords } from "./numbers-to-words.ts";
import { isDigit, matchAt, type Rule } from "./rule.ts";

// Three or more dotted parts are versions or addresses ("1.2.3", "192.168.0.1"), read part by part with "dot".
const DOTTED = /\d+(?:\.\d+){2,}/y;

/**
 * The fallback for any digits no other rule claimed: "42" → "forty-two", "-7" → "minus seven", "3.14" → "three
 * point one four", "12,500" → "twelve thousand five hundred". Digits glued to letters are read too ("mp3",
 * "COVID-19"); a leading zero marks a code, read digit by digit ("007").
 */
export const cardinalRule: Rule = (text, at) => {
  // Inside a run of digits the run has already been claimed from its first digit.
  if (isDigit(text[at - 1])) return null;
  const dotted = matchAt(DOTTED, text, at);
  if (dotted) {
    const parts = dotted[0].split(".").map((part) => integerWords(part));
    return { end: at + dotted[0].length, spoken: parts.join(" dot ") };
  }
  const number = readNumber(text, at, signAllowedAt(text, at));
  if (!number) return null;
  const codeLike = number.integer.length > 1 && number.integer.startsWith("0") && number.fraction === "";
  if (codeLike && number.sign === "") return { end: number.end, spoken: digitWords(number.integer) };
  return { end: number.end, spoken: decimalWords(number) };
};
