/**
 * Where things go on a 1280×720 share frame, and how the text is broken into lines. Pure, so the
 * wrapping rules are unit-tested; the ffmpeg renderer only paints what this decides.
 */

export const frame = { width: 1280, height: 720 } as const;

/** Left and right margin; everything lines up on it. */
export const margin = 80;
export const contentWidth = frame.width - 2 * margin;

export const voiceNameBox = { x: margin, y: 56, fontSize: 30 } as const;
/** The text block starts here and must end above the waveform. */
export const textBox = { x: margin, top: 124, bottom: 456 } as const;
export const waveformBox = { x: margin, y: 476, width: contentWidth, height: 140 } as const;
/** The playback progress bar of the video. */
export const progressBox = { x: margin, y: 638, width: contentWidth, height: 6 } as const;
/** The watermark sits in the bottom-right corner, below the progress bar. */
export const watermarkBox = { right: 40, bottom: 22, fontSize: 24 } as const;

/**
 * Advance widths of DejaVu Sans in em, coarsely grouped. drawtext cannot wrap by itself and asking
 * the font per glyph would mean a font library; these classes overestimate slightly, so a line
 * estimated to fit really does.
 */
function charWidthEm(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (char === " ") return 0.32;
  if ("iljtfrI.,:;!'|`".includes(char)) return 0.36;
  if ('()[]{}"-'.includes(char)) return 0.42;
  if (char === "m" || char === "M" || char === "W" || char === "w" || char === "@") return 1;
  if (char >= "A" && char <= "Z") return 0.76;
  if (char >= "0" && char <= "9") return 0.64;
  if (char >= "a" && char <= "z") return 0.62;
  // CJK, kana, hangul, full-width forms and emoji take a whole em or more.
  if ((code >= 0x1100 && code <= 0x11ff) || (code >= 0x2e80 && code <= 0xffef) || code >= 0x1f000)
    return 1.05;
  return 0.7;
}

/** The estimated width of `text` in pixels at `fontSize`. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charWidthEm(char);
  return em * fontSize;
}

export const ellipsis = "…";

/** The longest start of `text` that fits in `width` followed by an ellipsis (trailing spaces and punctuation dropped). */
export function withEllipsis(text: string, width: number, fontSize: number): string {
  const trim = (chars: string[]) => chars.join("").replace(/[\s.,;:!?…-]+$/u, "");
  const chars = Array.from(trim(Array.from(text)));
  while (chars.length > 0 && textWidth(`${trim(chars)}${ellipsis}`, fontSize) > width) chars.pop();
  return `${trim(chars)}${ellipsis}`;
}

/** `text` if it fits in `width`, else its start with an ellipsis. */
export function fitLine(text: string, width: number, fontSize: number): string {
  return textWidth(text, fontSize) <= width ? text : withEllipsis(text, width, fontSize);
}

/** Splits one word too wide for a line into pieces that fit (by code point, never inside a character). */
function breakWord(word: string, width: number, fontSize: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && textWidth(piece + char, fontSize) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap: words go on the current line while it fits, a word wider than a whole line is
 * split, and line breaks in the text are kept (a blank line between paragraphs stays, one at most).
 */
export function wrapText(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0 && lines.at(-1) !== "") lines.push("");
      continue;
    }
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, fontSize) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = breakWord(word, width, fontSize);
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
    if (line) lines.push(line);
  }
  while (lines.at(-1) === "") lines.pop();
  return lines;
}

export interface TextLayout {
  fontSize: number;
  lineHeight: number;
  lines: string[];
  /** True when the text did not fit and the last line ends with an ellipsis. */
  truncated: boolean;
}

/** Type sizes from large to small, each with the lines that fit in the text block at that size. */
const textSizes = [
  { fontSize: 56, maxLines: 3 },
  { fontSize: 46, maxLines: 5 },
  { fontSize: 38, maxLines: 6 },
] as const;
const lineHeightFactor = 1.3;

/**
 * The biggest type size at which the whole text fits; a text too long even at the smallest size
 * keeps its first lines and ends with an ellipsis.
 */
export function layoutText(text: string, width = contentWidth): TextLayout {
  for (const { fontSize, maxLines } of textSizes) {
    const lines = wrapText(text, width, fontSize);
    if (lines.length <= maxLines) {
      return { fontSize, lineHeight: Math.round(fontSize * lineHeightFactor), lines, truncated: false };
    }
  }
  const { fontSize, maxLines } = textSizes[textSizes.length - 1]!;
  const lines = wrapText(text, width, fontSize).slice(0, maxLines);
  lines[maxLines - 1] = withEllipsis(lines[maxLines - 1]!, width, fontSize);
  return { fontSize, lineHeight: Math.round(fontSize * lineHeightFactor), lines, truncated: true };
}
