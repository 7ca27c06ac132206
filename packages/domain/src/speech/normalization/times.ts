import { integerWords, underHundredWords } from "./numbers-to-words.ts";
import { endKeepingFullStop, matchAt, type Rule, startsToken } from "./rule.ts";

/**
 * "a.m."/"p.m." are spoken as separated capitals: engines spell an isolated capital letter, whereas "am" would
 * be read as the verb and "p.m." could look like the end of a sentence.
 */
const MERIDIEM: Record<string, string> = { a: "A M", p: "P M" };

/** A clock time as written, before it is checked. */
interface ClockTime {
  end: number;
  hour: number;
  minutes?: number;
  seconds?: number;
  /** "A M" / "P M" / "noon" / "midnight" when written. */
  suffix?: string;
}

// "7:30", "07:30:15", "7:30 pm", "7:30PM", "7:30 p.m.", "7 pm", "11am", "12 noon", or a bare "7" (only used as
// the first end of a range such as "3-4pm"). The clock must not continue with more digits or colons.
const CLOCK =
  /(\d{1,2})(?::(\d{2})(?::(\d{2}))?)?(?: ?([ap])\.?m\.?(?![\p{L}\p{N}])| ?(noon|midnight)(?![\p{L}\p{N}]))?(?![\p{L}\p{N}]|:\d)/iuy;
const RANGE_DASH = /[-–]| – /y;

function readClock(text: string, at: number): ClockTime | null {
  const match = matchAt(CLOCK, text, at);
  if (!match) return null;
  const [whole, hour = "", minutes, seconds, meridiem, named] = match;
  const suffix = meridiem ? MERIDIEM[meridiem.toLowerCase()] : named?.toLowerCase();
  return {
    end: at + whole.length,
    hour: Number(hour),
    ...(minutes === undefined ? {} : { minutes: Number(minutes) }),
    ...(seconds === undefined ? {} : { seconds: Number(seconds) }),
    ...(suffix === undefined ? {} : { suffix }),
  };
}

/** Only real clock readings count: hours 1–12 with a suffix or 0–23 without, minutes and seconds 0–59. */
function isValidClock(time: ClockTime): boolean {
  if ((time.minutes ?? 0) > 59 || (time.seconds ?? 0) > 59) return false;
  return time.suffix ? time.hour >= 1 && time.hour <= 12 : time.hour <= 23;
}

/** A bare hour ("7") is a count, not a time, unless a suffix or minutes make it one. */
const isClockLike = (time: ClockTime): boolean => time.minutes !== undefined || time.suffix !== undefined;

/**
 * "7:30" → "seven thirty", "7:05" → "seven oh five", "7:00" → "seven o'clock", "19:00" → "nineteen hundred",
 * "7:30 pm" → "seven thirty P M", "12 noon" → "twelve noon", "7:30:15" → "seven thirty and fifteen seconds".
 */
export function clockWords(time: Omit<ClockTime, "end">): string {
  const { hour, minutes = 0, seconds, suffix } = time;
  const words = [hour === 0 ? "zero" : integerWords(String(hour))];
  if (minutes !== 0)
    words.push(minutes < 10 ? `oh ${underHundredWords(minutes)}` : underHundredWords(minutes));
  else if (seconds === undefined && !suffix && time.minutes !== undefined) {
    words.push(hour > 12 || hour === 0 ? "hundred" : "o'clock");
  }
  if (seconds !== undefined) {
    if (minutes === 0) words.push("hundred");
    words.push("and", integerWords(String(seconds)), seconds === 1 ? "second" : "seconds");
  }
  if (suffix) words.push(suffix);
  return words.join(" ");
}

/**
 * Clock times and time ranges ("10:30-11:30", "3-4pm" → "three to four P M"). Only valid clock readings count, so a
 * ratio like "3:75" is left to the number rules. A final "p.m." full stop that also ends the sentence is kept.
 */
export const timeRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;
  const first = readClock(text, at);
  if (!first || !isValidClock(first)) return null;
  if (!first.suffix) {
    const dash = matchAt(RANGE_DASH, text, first.end);
    const second = dash ? readClock(text, first.end + dash[0].length) : null;
    // "3-4pm" and "10:30-11:30" are ranges; "3-4" alone is left to the number rules.
    if (second && isValidClock(second) && isClockLike(second) && (isClockLike(first) || second.suffix)) {
      const firstWords = clockWords(second.suffix && !first.minutes ? { hour: first.hour } : first);
      return { end: endKeepingFullStop(text, second.end), spoken: `${firstWords} to ${clockWords(second)}` };
    }
  }
  if (!isClockLike(first)) return null;
  return { end: endKeepingFullStop(text, first.end), spoken: clockWords(first) };
};
