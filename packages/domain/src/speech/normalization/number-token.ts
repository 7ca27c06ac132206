import { isDigit, matchAt } from "./rule.ts";

/** A written number: "-12,500.75" → sign "-", integer "12500", fraction "75". */
export interface NumberToken {
  start: number;
  end: number;
  sign: "" | "-" | "+";
  /** Integer digits without separators ("" for ".5"). */
  integer: string;
  /** Digits after the decimal point ("" when none). */
  fraction: string;
  /** The integer part as written, so rules can tell "2024" from "2,024". */
  integerAsWritten: string;
}

// Thousands separators only count in groups of exactly three ("12,500" but not "1,2"); a decimal point only
// when a digit follows, so "It was 3." keeps its full stop.
const NUMBER = /([-+\u2212]?)(\d{1,3}(?:,\d{3})+(?!\d)|\d+|(?=\.\d))((?:\.\d+)?)/y;

/**
 * Reads a number at `at`. The sign is taken only when `allowSign` is set; callers allow it when the minus cannot be
 * a hyphen ("COVID-19") or a range dash ("10-20"), which they check by looking at what precedes.
 */
export function readNumber(text: string, at: number, allowSign: boolean): NumberToken | null {
  const match = matchAt(NUMBER, text, at);
  if (!match) return null;
  const [whole, rawSign = "", integerAsWritten = "", point = ""] = match;
  if (rawSign && !allowSign) return null;
  if (integerAsWritten === "" && point === "") return null;
  // "1.2.3" is a version or an address, not a decimal followed by ".3".
  if (point && text[at + whole.length] === "." && isDigit(text[at + whole.length + 1])) return null;
  const sign = rawSign === "" ? "" : rawSign === "+" ? "+" : "-";
  return {
    start: at,
    end: at + whole.length,
    sign,
    integer: integerAsWritten.replaceAll(",", ""),
    fraction: point.slice(1),
    integerAsWritten,
  };
}

/** A minus sign may start a number only where a hyphen or dash could not: at the start, after space or an opener. */
export function signAllowedAt(text: string, at: number): boolean {
  const before = text[at - 1];
  return before === undefined || /[\s([{"'“‘/:=<>]/u.test(before);
}

/** True when the number is exactly one (for "1 dollar", "1 km" — "1.0 km" is still plural). */
export function isExactlyOne(token: NumberToken): boolean {
  return token.fraction === "" && Number(token.integer) === 1;
}
