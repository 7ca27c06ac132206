/**
 * Kinds of answer a question word asks for without naming it: "when" wants a time, "where" a place,
 * "how much" a price. A sentence that holds such a thing carries the cue as an extra term, and a
 * question asking for it carries the same term, so "What time do you close?" finds "We are open from
 * 7 am to 6 pm" though the two share no word. The `#` keeps cues apart from real words.
 */
const cues = [
  {
    term: "#time",
    asks: /^(?:when|time|times|hour|hours|late|early|until|till)$/,
    holds:
      /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h|o'clock)(?![\p{L}])|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight|weekdays?|weekends?)\b/iu,
  },
  {
    term: "#place",
    asks: /^(?:where|address|located|location|directions)$/,
    holds:
      /\b\d+[a-z]?,?\s+(?:rue|street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|way|place|square|drive|dr|strasse|straße|via|calle)\b|\b(?:located|address|situated)\b/iu,
  },
  {
    term: "#money",
    asks: /^(?:price|prices|cost|costs|pay|charge|fee|fees|expensive|cheap|much)$/,
    holds:
      /[$€£¥]\s?\d|\d\s?[$€£¥]|\b\d+(?:[.,]\d+)?\s?(?:euros?|dollars?|pounds?|usd|eur|gbp|cents?)\b|\bfree of charge\b/iu,
  },
] as const;

/** The cue terms of a sentence: what kinds of answer it holds. */
export function sentenceCues(sentence: string): string[] {
  return cues.filter((cue) => cue.holds.test(sentence)).map((cue) => cue.term);
}

/** The cue terms of a question, from its words (lower-case, stop words included). */
export function questionCues(words: readonly string[]): string[] {
  return cues.filter((cue) => words.some((word) => cue.asks.test(word))).map((cue) => cue.term);
}
