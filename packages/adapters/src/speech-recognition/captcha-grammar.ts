/**
 * Common short English words that stand in for "anything else" in a constrained grammar: a reading
 * of another text is decoded as a run of these instead of being forced onto the expected words.
 * Every one is in pocketsphinx's en-us dictionary.
 */
export const fillerWords = [
  "a",
  "about",
  "after",
  "all",
  "also",
  "and",
  "any",
  "are",
  "as",
  "at",
  "back",
  "be",
  "because",
  "but",
  "by",
  "can",
  "come",
  "could",
  "day",
  "do",
  "even",
  "first",
  "for",
  "from",
  "get",
  "give",
  "go",
  "good",
  "have",
  "he",
  "her",
  "him",
  "his",
  "how",
  "i",
  "if",
  "in",
  "into",
  "it",
  "its",
  "just",
  "know",
  "like",
  "look",
  "make",
  "me",
  "most",
  "my",
  "new",
  "no",
  "not",
  "now",
  "of",
  "on",
  "one",
  "only",
  "or",
  "other",
  "our",
  "out",
  "over",
  "people",
  "say",
  "see",
  "she",
  "so",
  "some",
  "take",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "there",
  "these",
  "they",
  "think",
  "this",
  "time",
  "to",
  "two",
  "up",
  "us",
  "use",
  "very",
  "want",
  "was",
  "way",
  "we",
  "well",
  "what",
  "when",
  "which",
  "who",
  "will",
  "with",
  "work",
  "would",
  "year",
  "you",
  "your",
  "oh",
  "ah",
  "um",
  "yes",
  "right",
  "sure",
  "okay",
];

/** Lower-case words without punctuation, the form recognition answers in and texts are compared in. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0);
}

/**
 * A JSGF grammar for checking a reading of `text`: the whole sentence, or any run of filler words.
 * Decoded as one utterance (pocketsphinx_batch, with dither), a reading of `text` comes out as `text`,
 * and a reading of another text has no path through the sentence that fits its sound, so it comes out
 * as fillers. Measured on the 12 captcha texts read by Flite slt and rms, directly and through the
 * text-to-speech API (48 readings each way): the text read is heard within one word every time (a
 * breath before it may be heard as a filler), another text read is 17 to 32 words away. A word the
 * dictionary lacks cannot be recognised at all, so such a text is refused up front.
 */
export function captchaGrammar(text: string, dictionary: (word: string) => boolean): string {
  const words = wordsOf(text);
  const unknown = words.filter((word) => !dictionary(word));
  if (unknown.length > 0)
    throw new Error(`captcha text has words the dictionary lacks: ${unknown.join(", ")}`);
  return [
    "#JSGF V1.0;",
    "grammar captcha;",
    `<filler> = ${fillerWords.filter(dictionary).join(" | ")};`,
    `public <reading> = ${words.join(" ")} | <filler>+;`,
    "",
  ].join("\n");
}
