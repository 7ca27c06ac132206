import { tidyText } from "./tidy-text.ts";

export interface PdfText {
  text: string;
  title?: string;
}

/** One line of a page as pdf.js places it: its text, baseline and font height. */
interface PageLine {
  text: string;
  y: number;
  height: number;
}

/**
 * The text of a PDF (pdf.js through unpdf), pages in order. A page's lines are joined back into
 * paragraphs: a new paragraph starts where the gap to the previous line is clearly wider than a line,
 * the font size changes, or the text moves up (a new column); a word hyphenated at a line's end is
 * joined again. Pages are separate paragraphs. Reading stops once the text is longer than
 * `maxCharacters` (the caller refuses it then). Scripts in the file never run (`isEvalSupported`).
 */
export async function readPdf(bytes: Uint8Array, maxCharacters: number): Promise<PdfText> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes, {
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const paragraphs: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length <= maxCharacters; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      page.cleanup();
      for (const paragraph of pageParagraphs(pageLines(content.items))) {
        paragraphs.push(paragraph);
        length += paragraph.length + 2;
      }
    }
    const { info } = await pdf.getMetadata();
    const rawTitle = (info as { Title?: unknown }).Title;
    const title = typeof rawTitle === "string" ? tidyText(rawTitle) : "";
    return { text: paragraphs.join("\n\n"), ...(title ? { title } : {}) };
  } finally {
    await pdf.destroy();
  }
}

/** pdf.js text items ({str, transform, height, hasEOL}; marked-content items have no `str`) as lines. */
function pageLines(items: readonly object[]): PageLine[] {
  const lines: PageLine[] = [];
  let current: PageLine | undefined;
  for (const item of items) {
    if (!("str" in item)) continue;
    const { str, transform, height, hasEOL } = item as {
      str: string;
      transform: number[];
      height: number;
      hasEOL: boolean;
    };
    const y = transform[5] ?? 0;
    const size = height || Math.abs(transform[3] ?? 0);
    if (current && str.trim() && Math.abs(current.y - y) > Math.max(current.height, size) / 2) {
      lines.push(current);
      current = undefined;
    }
    if (str) {
      current ??= { text: "", y, height: size };
      current.text += str;
      current.height = Math.max(current.height, size);
    }
    if (hasEOL && current) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines.filter((line) => line.text.trim());
}

function pageParagraphs(lines: readonly PageLine[]): string[] {
  const paragraphs: string[] = [];
  let paragraph = "";
  let previous: PageLine | undefined;
  for (const line of lines) {
    const text = tidyText(line.text);
    if (previous && startsParagraph(previous, line)) {
      paragraphs.push(paragraph);
      paragraph = "";
    }
    paragraph = paragraph ? joinLines(paragraph, text) : text;
    previous = line;
  }
  if (paragraph) paragraphs.push(paragraph);
  return paragraphs;
}

function startsParagraph(previous: PageLine, line: PageLine): boolean {
  const gap = previous.y - line.y;
  const height = Math.max(previous.height, line.height);
  const sizeChanged = Math.abs(previous.height - line.height) > 0.2 * height;
  return gap < 0 || gap > 1.6 * height || sizeChanged;
}

/**
 * Two lines of one paragraph. A word broken by a hyphen at the line's end is whole again ("en-" +
 * "trance"); before a capital the hyphen is part of the name ("Jean-" + "Pierre").
 */
function joinLines(paragraph: string, line: string): string {
  if (/\p{L}-$/u.test(paragraph)) {
    if (/^\p{Ll}/u.test(line)) return paragraph.slice(0, -1) + line;
    if (/^\p{Lu}/u.test(line)) return paragraph + line;
  }
  return `${paragraph} ${line}`;
}
