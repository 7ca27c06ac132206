import { monthAbbreviation } from "./dates.ts";
import { endKeepingFullStop, isDigit, isUpperLetter, matchAt, type Rule, startsToken } from "./rule.ts";

/**
 * Abbreviations whose reading does not depend on their neighbours. `endsSentence` marks the ones that often close
 * a sentence ("…and so on, etc."): their full stop is left in the text when it is also the sentence's.
 */
const FIXED: Record<string, { spoken: string; endsSentence: boolean }> = {
  "Mr.": { spoken: "Mister", endsSentence: false },
  "Mrs.": { spoken: "Missus", endsSentence: false },
  "Ms.": { spoken: "Miz", endsSentence: false },
  "Prof.": { spoken: "Professor", endsSentence: false },
  "Jr.": { spoken: "Junior", endsSentence: true },
  "Sr.": { spoken: "Senior", endsSentence: true },
  "e.g.": { spoken: "for example", endsSentence: false },
  "E.g.": { spoken: "For example", endsSentence: false },
  "i.e.": { spoken: "that is", endsSentence: false },
  "I.e.": { spoken: "That is", endsSentence: false },
  "etc.": { spoken: "et cetera", endsSentence: true },
  "vs.": { spoken: "versus", endsSentence: false },
  vs: { spoken: "versus", endsSentence: false },
  "approx.": { spoken: "approximately", endsSentence: false },
  "Approx.": { spoken: "Approximately", endsSentence: false },
  "Ave.": { spoken: "Avenue", endsSentence: true },
  "Rd.": { spoken: "Road", endsSentence: true },
  "Blvd.": { spoken: "Boulevard", endsSentence: true },
};

/** "Dr."/"St." read as a title before a name and as a street type after one. */
const TITLE_OR_STREET: Record<string, { title: string; street: string }> = {
  Dr: { title: "Doctor", street: "Drive" },
  St: { title: "Saint", street: "Street" },
};

// British style drops the full stop after titles ("Mr Smith"); without it only a following name makes it a title.
// ("Dr" without a stop goes through the title-or-street heuristic below.)
const UNDOTTED_TITLES: Record<string, string> = { Mr: "Mister", Mrs: "Missus", Ms: "Miz" };

const escapeDots = (word: string): string => word.replaceAll(".", "\\.");
const FIXED_PATTERN = new RegExp(
  `(${Object.keys(FIXED)
    .sort((a, b) => b.length - a.length)
    .map(escapeDots)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "uy",
);
const TITLE_OR_STREET_PATTERN = /(Dr|St)(\.?)(?![\p{L}\p{N}])/uy;
const UNDOTTED_TITLE_PATTERN = /(Mrs|Mr|Ms)(?= \p{Lu})/uy;
const NUMBER_SIGN = /(No\.|no\.|#) ?(?=\d)/y;
const MONTH_ABBREVIATION = /(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.(?![\p{L}\p{N}])/uy;

/** The word right before `at` and the one before that (to tell "Elm Dr." and "221 Baker St." from titles). */
function wordsBefore(text: string, at: number): { previous: string; beforePrevious: string } {
  const match = /(?:([\p{L}\p{N}'’]+)\s+)?([\p{L}\p{N}'’]+)\s+$/u.exec(text.slice(Math.max(0, at - 60), at));
  return { previous: match?.[2] ?? "", beforePrevious: match?.[1] ?? "" };
}

/** Capitalised words that start sentences or greet, rather than name a street ("The Dr. said", "Dear Dr. Lee"). */
const NOT_NAMES = new Set(
  "The A An This That These Those My Your His Her Its Our Their Dear Hi Hello Ask Call See Visit Thank Thanks And But Or So When If Then Yes No Oh With To At On In By From For".split(
    " ",
  ),
);

const PRONOUNS = new Set(["I", "It", "He", "She", "We", "They", "You", "There", "Here"]);

const isNameOrNumber = (word: string): boolean =>
  isDigit(word[0]) || (isUpperLetter(word[0]) && !NOT_NAMES.has(word));

/**
 * Heuristic for "Dr."/"St.": a capitalised word after it means a name follows ("Dr. Smith", "St. Louis") unless
 * the words before look like an address ("221 Baker St. London"); a name or number before it without a name
 * after it means a street ("Elm Dr. is closed", "Main St."). Anything else ("none") is the title, the commoner
 * use.
 */
function streetReading(text: string, at: number, end: number): "none" | "street" | "address" {
  const following = /^\s+(\p{Lu}[\p{L}'’]*)/u.exec(text.slice(end, end + 40))?.[1];
  // "Baker St. The shop…": a capitalised word that starts sentences is not the name of a saint.
  const nameFollows = following !== undefined && !NOT_NAMES.has(following) && !PRONOUNS.has(following);
  const { previous, beforePrevious } = wordsBefore(text, at);
  if (nameFollows) return isDigit(beforePrevious[0]) && isUpperLetter(previous[0]) ? "address" : "none";
  return isNameOrNumber(previous) ? "street" : "none";
}

/** Common abbreviations: titles, Latin shorthands, street types, "No. 5", months ("Jan."). */
export const abbreviationRule: Rule = (text, at) => {
  if (!startsToken(text, at)) return null;

  const fixed = matchAt(FIXED_PATTERN, text, at);
  if (fixed) {
    const entry = FIXED[fixed[1] ?? ""]!;
    const end = at + fixed[0].length;
    return { end: entry.endsSentence ? endKeepingFullStop(text, end) : end, spoken: entry.spoken };
  }

  const titleOrStreet = matchAt(TITLE_OR_STREET_PATTERN, text, at);
  if (titleOrStreet) {
    const [whole, word = "", stop] = titleOrStreet;
    const end = at + whole.length;
    const readings = TITLE_OR_STREET[word]!;
    const street = streetReading(text, at, end);
    // In "221 Baker St. London" the stop is the abbreviation's; after "Main St." it may also end the sentence.
    if (street === "address") return { end, spoken: readings.street };
    if (street === "street") return { end: endKeepingFullStop(text, end), spoken: readings.street };
    // Without a full stop "St"/"Dr" is only an abbreviation when a name follows ("Dr Who"), never on its own.
    if (stop || /^ \p{Lu}/u.test(text.slice(end, end + 2))) return { end, spoken: readings.title };
    return null;
  }

  const undotted = matchAt(UNDOTTED_TITLE_PATTERN, text, at);
  if (undotted) return { end: at + undotted[0].length, spoken: UNDOTTED_TITLES[undotted[1] ?? ""]! };

  // "No. 5" and "#5": the sign becomes "number" and the digits are left to the number rules.
  const numberSign = matchAt(NUMBER_SIGN, text, at);
  if (numberSign) {
    const spoken = numberSign[1] === "No." ? "Number" : "number";
    return { end: at + numberSign[0].length, spoken: `${spoken} ` };
  }

  const month = matchAt(MONTH_ABBREVIATION, text, at);
  if (month) {
    const name = monthAbbreviation(`${month[1]}.`);
    if (name) return { end: endKeepingFullStop(text, at + month[0].length), spoken: name };
  }
  return null;
};
