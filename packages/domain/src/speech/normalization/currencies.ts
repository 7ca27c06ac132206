import { type NumberToken, readNumber, signAllowedAt } from "./number-token.ts";
import { decimalWords, integerWords } from "./numbers-to-words.ts";
import { isWordChar, matchAt, type Rule, startsToken } from "./rule.ts";

/** How an amount of one currency is spoken. `minor` is absent where cents are not spoken (yen). */
interface Currency {
  one: string;
  many: string;
  minor?: { one: string; many: string };
}

const CENTS = { one: "cent", many: "cents" };
const DOLLAR: Currency = { one: "dollar", many: "dollars", minor: CENTS };
const EURO: Currency = { one: "euro", many: "euros", minor: CENTS };
const POUND: Currency = { one: "pound", many: "pounds", minor: { one: "penny", many: "pence" } };
const YEN: Currency = { one: "yen", many: "yen" };
const RUPEE: Currency = { one: "rupee", many: "rupees", minor: { one: "paisa", many: "paise" } };
const WON: Currency = { one: "won", many: "won" };

const SYMBOLS: Record<string, Currency> = {
  US$: DOLLAR,
  $: DOLLAR,
  "€": EURO,
  "£": POUND,
  "¥": YEN,
  "₹": RUPEE,
  "₩": WON,
};

/** ISO codes as written in finance text ("USD 20", "20 EUR"). */
const CODES: Record<string, Currency> = {
  USD: DOLLAR,
  EUR: EURO,
  GBP: POUND,
  JPY: YEN,
  INR: RUPEE,
  KRW: WON,
  CAD: { one: "Canadian dollar", many: "Canadian dollars", minor: CENTS },
  AUD: { one: "Australian dollar", many: "Australian dollars", minor: CENTS },
  CHF: { one: "Swiss franc", many: "Swiss francs", minor: { one: "centime", many: "centimes" } },
  CNY: { one: "yuan", many: "yuan" },
};

/** Magnitude suffixes: "$2.5M", "$3k", "$1.2bn", "$4 billion". */
const MAGNITUDES: Record<string, string> = {
  k: "thousand",
  K: "thousand",
  m: "million",
  M: "million",
  mn: "million",
  b: "billion",
  B: "billion",
  bn: "billion",
  T: "trillion",
  tn: "trillion",
  thousand: "thousand",
  million: "million",
  billion: "billion",
  trillion: "trillion",
};

const SYMBOL_PATTERN = /(US\$|\$|€|£|¥|₹|₩)/y;
const CODE_PREFIX = /(USD|EUR|GBP|JPY|INR|KRW|CAD|AUD|CHF|CNY) ?(?=[-\d])/y;
const CODE_SUFFIX = / ?(USD|EUR|GBP|JPY|INR|KRW|CAD|AUD|CHF|CNY)(?![\p{L}\p{N}])/uy;
const SYMBOL_SUFFIX = / ?(\$|€|£|¥|₹|₩)/y;
const RANGE_DASH = /[-–]((?:US)?\$|€|£|¥|₹|₩)?(?=\d)/y;
// Single letters only right after the digits ("$3k"), words after one space ("$4 billion").
const MAGNITUDE_PATTERN = /(mn|bn|tn|[kKmMbBT]| (?:thousand|million|billion|trillion))(?![\p{L}\p{N}])/uy;

/** "one dollar", "two point five million dollars", "one dollar and fifty cents", "fifty cents". */
function amountWords(amount: NumberToken, magnitude: string | undefined, currency: Currency): string {
  const signWord = amount.sign === "-" ? "minus " : "";
  if (magnitude) {
    // With a magnitude the unit is always plural and decimals are read as digits: "two point five million".
    return `${decimalWords(amount)} ${magnitude} ${currency.many}`;
  }
  const major = amount.integer === "" ? "0" : amount.integer;
  const majorWords = `${integerWords(major)} ${Number(major) === 1 ? currency.one : currency.many}`;
  // Cents only make sense with two decimals; "$1.505" or yen decimals are read as a plain decimal.
  if (!currency.minor || (amount.fraction.length !== 2 && amount.fraction !== "")) {
    if (amount.fraction === "") return `${signWord}${majorWords}`;
    return `${decimalWords(amount)} ${currency.many}`;
  }
  const cents = amount.fraction === "" ? 0 : Number(amount.fraction);
  if (cents === 0) return `${signWord}${majorWords}`;
  const minorWords = `${integerWords(String(cents))} ${cents === 1 ? currency.minor.one : currency.minor.many}`;
  if (Number(major) === 0) return `${signWord}${minorWords}`;
  return `${signWord}${majorWords} and ${minorWords}`;
}

function readMagnitude(text: string, at: number): { end: number; word: string } | null {
  const match = matchAt(MAGNITUDE_PATTERN, text, at);
  if (!match) return null;
  const word = MAGNITUDES[(match[1] ?? "").trim()];
  return word ? { end: at + match[0].length, word } : null;
}

/** The amount after a prefix (symbol or code), with its magnitude and an optional range end ("$10-20"). */
function amountAfterPrefix(
  text: string,
  at: number,
  sign: "" | "-",
  currency: Currency,
): { end: number; spoken: string } | null {
  const amount = readNumber(text, at, false);
  if (!amount) return null;
  const magnitude = readMagnitude(text, amount.end);
  const end = magnitude?.end ?? amount.end;
  if (isWordChar(text[end])) return null;
  const signed = { ...amount, sign };
  // A range names the currency once, at the end: "$10-20" / "$10–$20" → "ten to twenty dollars".
  const rangeMatch = matchAt(RANGE_DASH, text, end);
  if (rangeMatch && !magnitude) {
    const upper = readNumber(text, end + rangeMatch[0].length, false);
    if (upper && !isWordChar(text[upper.end]) && text[upper.end] !== "-") {
      const lowWords = decimalWords(signed);
      return { end: upper.end, spoken: `${lowWords} to ${amountWords(upper, undefined, currency)}` };
    }
  }
  return { end, spoken: amountWords(signed, magnitude?.word, currency) };
}

/**
 * Money: "$5", "-$5", "$1.50", "€20", "£3.99", "¥100", "US$ 5", "USD 20", "20 USD", "20€", "$2.5M",
 * "$4 billion", "$10-20". The currency word moves after the number, so the whole amount maps to one span.
 */
export const currencyRule: Rule = (text, at) => {
  let cursor = at;
  let sign: "" | "-" = "";
  if ((text[at] === "-" || text[at] === "\u2212") && signAllowedAt(text, at)) {
    sign = "-";
    cursor += 1;
  }
  if (sign === "" && !startsToken(text, at)) return null;

  const symbol = matchAt(SYMBOL_PATTERN, text, cursor);
  if (symbol) {
    const currency = SYMBOLS[symbol[1] ?? ""]!;
    const afterSymbol = cursor + symbol[0].length + (text[cursor + symbol[0].length] === " " ? 1 : 0);
    return amountAfterPrefix(text, afterSymbol, sign, currency);
  }

  const code = matchAt(CODE_PREFIX, text, cursor);
  if (code && sign === "") {
    const currency = CODES[code[1] ?? ""]!;
    const numberAt = cursor + code[0].length;
    const negative = text[numberAt] === "-" ? "-" : "";
    return amountAfterPrefix(text, numberAt + negative.length, negative, currency);
  }

  // Suffix forms: the number comes first ("20 USD", "20€", "5M USD").
  const amount = readNumber(text, at, signAllowedAt(text, at));
  if (!amount) return null;
  const magnitude = readMagnitude(text, amount.end);
  const afterAmount = magnitude?.end ?? amount.end;
  const codeSuffix = matchAt(CODE_SUFFIX, text, afterAmount);
  const symbolSuffix = codeSuffix ? null : matchAt(SYMBOL_SUFFIX, text, afterAmount);
  const suffix = codeSuffix ?? symbolSuffix;
  if (!suffix) return null;
  const currency = (codeSuffix ? CODES : SYMBOLS)[suffix[1] ?? ""]!;
  const end = afterAmount + suffix[0].length;
  if (isWordChar(text[end])) return null;
  return { end, spoken: amountWords(amount, magnitude?.word, currency) };
};
