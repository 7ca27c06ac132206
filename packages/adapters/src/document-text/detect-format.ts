import type { DocumentFormat } from "@chorus/domain";
import { decodeText } from "./decode-text.ts";
import { DocumentFailure } from "./document-failure.ts";
import { looksLikeZip, ZipArchive } from "./zip-archive.ts";

/** A document's format and what its reader starts from: the bytes, the opened zip, or the decoded text. */
export type DocumentSource =
  | { format: "pdf"; bytes: Uint8Array }
  | { format: "docx" | "epub"; zip: ZipArchive }
  | { format: "html" | "markdown" | "txt"; text: string };

const byExtension: Record<string, DocumentFormat> = {
  pdf: "pdf",
  docx: "docx",
  epub: "epub",
  html: "html",
  htm: "html",
  xhtml: "html",
  md: "markdown",
  markdown: "markdown",
  txt: "txt",
};

const byMimeType: Record<string, DocumentFormat> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/epub+zip": "epub",
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "text/plain": "txt",
};

/**
 * What a document is, by its content first: `%PDF-` near the start, a zip holding `word/document.xml`
 * (docx) or a `mimetype` entry saying `application/epub+zip` (epub); any other zip is unsupported. A
 * file named or typed as one of those without that content is damaged (`unreadable`). Anything else
 * must be text (UTF-8, or UTF-16 with a byte-order mark; binary is unsupported): Markdown when named
 * `.md`/`.markdown` or typed `text/markdown`, HTML when it starts like a page (a doctype or one of the
 * tags browsers sniff for) or is named or typed so, else plain text.
 */
export function detectFormat(
  bytes: Uint8Array,
  fileName: string,
  mimeType: string | undefined,
): DocumentSource {
  if (looksLikePdf(bytes)) return { format: "pdf", bytes };
  if (looksLikeZip(bytes)) {
    const zip = new ZipArchive(bytes);
    if (zip.names.includes("word/document.xml")) return { format: "docx", zip };
    if (zip.names.includes("mimetype") && zip.text("mimetype")?.trim() === "application/epub+zip")
      return { format: "epub", zip };
    throw new DocumentFailure("unsupported_type");
  }
  const declared = declaredFormat(fileName, mimeType);
  if (declared === "pdf" || declared === "docx" || declared === "epub")
    throw new DocumentFailure("unreadable");
  const text = decodeText(bytes);
  if (/^\s*\{\\rtf/.test(text)) throw new DocumentFailure("unsupported_type");
  if (declared === "markdown") return { format: "markdown", text };
  if (declared === "html" || looksLikeHtml(text)) return { format: "html", text };
  return { format: "txt", text };
}

/** The format a file's name or type names, the extension first (browsers guess types from it anyway). */
export function declaredFormat(fileName: string, mimeType: string | undefined): DocumentFormat | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const type = mimeType?.split(";")[0]?.trim().toLowerCase();
  return (extension && byExtension[extension]) || (type && byMimeType[type]) || undefined;
}

function looksLikePdf(bytes: Uint8Array): boolean {
  // The header may follow some bytes of junk (readers accept it within the first kilobyte).
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.includes("%PDF-", 0, "latin1");
}

/** WHATWG MIME sniffing's HTML signatures, after whitespace, an XML declaration and comments. */
function looksLikeHtml(text: string): boolean {
  const start = text
    .slice(0, 4096)
    .replace(/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/, "")
    .toLowerCase();
  return /^<(?:!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s/>]/.test(
    start,
  );
}
