/** A word of the input text: the span of a whitespace-separated token without its surrounding punctuation. */
export interface TextWord {
  charStart: number;
  charEnd: number;
  text: string;
}

// Han and kana are written without spaces: each character stands as its own word rather than a whole
// sentence becoming one.
const unspaced = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const tokenPattern = new RegExp(`[${unspaced}]|[^\\s${unspaced}]+`, "gu");
const wordChar = /[\p{L}\p{N}\p{M}]/u;

/** The words of `text` in order, with UTF-16 offsets; tokens that are only punctuation or symbols are skipped. */
export function textWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    let start = match.index;
    let end = start + match[0].length;
    while (start < end && !wordChar.test(charAt(text, start))) start += charAt(text, start).length;
    while (end > start && !wordChar.test(charBefore(text, end))) end -= charBefore(text, end).length;
    if (end > start) words.push({ charStart: start, charEnd: end, text: text.slice(start, end) });
  }
  return words;
}

const charAt = (text: string, index: number) => String.fromCodePoint(text.codePointAt(index)!);
const charBefore = (text: string, end: number) => {
  const low = text.charCodeAt(end - 1);
  const isLowSurrogate = low >= 0xdc00 && low <= 0xdfff && end >= 2;
  return text.slice(isLowSurrogate ? end - 2 : end - 1, end);
};
