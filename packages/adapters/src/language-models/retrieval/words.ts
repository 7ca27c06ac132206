import { stopWords } from "./stop-words.ts";

/** Words read from one text: the longest sentence or question anyone needs matched, and then some. */
const maxWordsPerText = 2_000;

/**
 * Lower-case word tokens: runs of letters and digits in any script, an apostrophe inside a word kept
 * ("don't", "bakery's"), curly apostrophes read as straight ones.
 */
export function wordTokens(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    words.push(match[0].replace(/’/g, "'"));
    if (words.length >= maxWordsPerText) break;
  }
  return words;
}

/** The words that say what a text is about: stop words dropped, the rest stemmed. */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordTokens(text)) {
    if (stopWords.has(word)) continue;
    const term = stem(word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * A light suffix stemmer, so "opens", "opening" and "opened" meet at "open" and "hours" at "hour".
 * Not Porter: a handful of English endings, and a root of at least three letters always kept. It
 * only has to map a question's words and a prompt's words to the same stem, not to a real word.
 */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "").replace(/'/g, "");
  if (w.length <= 3 || /^\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length - 3 >= 3) w = undoubled(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length - 2 >= 3) w = undoubled(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length - 2 >= 3) w = w.slice(0, -2);
  // "close", "closed", "closing" and "closes" all end as "clos".
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** "stopp" → "stop", "shipp" → "ship"; "sell", "pass" and "buzz" keep their doubled letter. */
function undoubled(root: string): string {
  const last = root.at(-1);
  if (root.length > 3 && last === root.at(-2) && last !== undefined && /[bdgmnprt]/.test(last)) {
    return root.slice(0, -1);
  }
  return root;
}
