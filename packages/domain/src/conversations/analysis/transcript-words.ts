/**
 * The words the analysis rules compare: lower case, stop words and the words every
 * data-collection description uses ("caller", "extract") dropped, a plural "s" taken off, so
 * "tickets" in a question meets "ticket" in a description.
 */
const ignoredWords = new Set(
  (
    "the and for with that this from into onto over under about what which who whom whose when where why how " +
    "many much does did has have had are was were been being its his her their them they you your yours our " +
    "ours not but can could would should will shall may might must any all some each per also just very " +
    "there here then than too yes yeah okay please thanks thank hello bye goodbye " +
    "caller user customer client person visitor extract collect record capture ask get find note give gave " +
    "wants want like need needs whether value name's"
  ).split(" "),
);

/** Characters of one text the rules read: far above any sentence a caller says. */
export const maxTextCharacters = 4_000;

/** A word's comparable form. */
export function wordKey(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
}

/** The content words of a text, with where each starts. */
export function contentWords(text: string): { key: string; index: number }[] {
  const words: { key: string; index: number }[] = [];
  for (const match of text.slice(0, maxTextCharacters).matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    const lower = match[0].toLowerCase().replace(/’/g, "'");
    if (lower.length < 3 || ignoredWords.has(lower) || /^\d+$/.test(lower)) continue;
    words.push({ key: wordKey(lower), index: match.index });
  }
  return words;
}

/** Sentences of a text (at . ! or ? followed by a space), each at most `maxCharacters`. */
export function sentencesOf(text: string, maxCharacters: number): string[] {
  return text
    .slice(0, maxTextCharacters)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) =>
      sentence.length > maxCharacters ? `${sentence.slice(0, maxCharacters - 1)}…` : sentence,
    );
}
