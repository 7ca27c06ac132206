/**
 * English number words. Written out with US conventions ("one hundred twenty-three", no "and") because that is
 * what the embedded engines pronounce most naturally; every reading starts from the digit string so that large
 * values never pass through floating point.
 */

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
/** Scale words for groups of three digits, lowest first. Trillions is the largest the readers spell out. */
const SCALES = ["", "thousand", "million", "billion", "trillion"];

/** The longest integer (in digits) read as a quantity; longer runs are read digit by digit. */
export const MAX_CARDINAL_DIGITS = SCALES.length * 3;

/** 0–99 as words ("forty-two"). */
export function underHundredWords(value: number): string {
  if (value < 20) return ONES[value]!;
  const tens = TENS[Math.floor(value / 10)]!;
  const ones = value % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** 0–999 as words ("three hundred five"). */
function underThousandWords(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds === 0) return underHundredWords(rest);
  const head = `${ONES[hundreds]} hundred`;
  return rest === 0 ? head : `${head} ${underHundredWords(rest)}`;
}

/**
 * An unsigned integer given as ASCII digits ("12500" → "twelve thousand five hundred"). Leading zeros are
 * ignored; more than {@link MAX_CARDINAL_DIGITS} significant digits are read digit by digit.
 */
export function integerWords(digits: string): string {
  const significant = digits.replace(/^0+(?=\d)/, "");
  if (significant.length > MAX_CARDINAL_DIGITS) return digitWords(significant);
  const value = Number(significant);
  if (value === 0) return "zero";
  const words: string[] = [];
  let scale = 0;
  for (let end = significant.length; end > 0; end -= 3, scale += 1) {
    const group = Number(significant.slice(Math.max(0, end - 3), end));
    if (group === 0) continue;
    const scaleWord = SCALES[scale]!;
    words.unshift(scaleWord ? `${underThousandWords(group)} ${scaleWord}` : underThousandWords(group));
  }
  return words.join(" ");
}

/** Each digit on its own ("0427" → "zero four two seven"), for phone numbers, codes and decimal fractions. */
export function digitWords(digits: string): string {
  return [...digits].map((digit) => ONES[Number(digit)] ?? digit).join(" ");
}

/**
 * A decimal number as read aloud: "3.14" → "three point one four", ".5" → "point five". The sign is spoken as
 * "minus" (and "plus" when the writer bothered to put one).
 */
export function decimalWords(parts: { sign?: "" | "-" | "+"; integer: string; fraction?: string }): string {
  const words: string[] = [];
  if (parts.sign === "-") words.push("minus");
  if (parts.sign === "+") words.push("plus");
  if (parts.integer !== "") words.push(integerWords(parts.integer));
  if (parts.fraction) words.push("point", digitWords(parts.fraction));
  return words.join(" ");
}
