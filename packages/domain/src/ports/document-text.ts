/**
 * The readable text of an uploaded document (the agents' knowledge base, issue 19): PDF, Word (docx),
 * EPUB, HTML, Markdown or plain text, chosen by the file's content first, then by its name and type.
 */

export type DocumentFormat = "pdf" | "docx" | "txt" | "html" | "markdown" | "epub";

export interface ExtractedDocument {
  format: DocumentFormat;
  /**
   * Paragraphs separated by a blank line; the lines of one block (list items, table rows, code) by a
   * line break; spaces within a line collapsed to one.
   */
  text: string;
  /** The document's own title (PDF and Word properties, HTML `<title>`, EPUB metadata), when it has one. */
  title?: string;
  /** An HTML page's link targets as written (`href`), for a site crawl to follow. */
  links?: string[];
}

export interface DocumentTextRequest {
  /** The file. Its buffer moves to the extractor (the caller's array is emptied) when the array is all of it. */
  bytes: Uint8Array;
  fileName: string;
  mimeType?: string;
  /** More text than this (in UTF-16 code units, as String.length counts) is refused as `too_long`. */
  maxCharacters: number;
  signal?: AbortSignal;
}

export interface DocumentTextExtractor {
  extract(request: DocumentTextRequest): Promise<ExtractedDocument>;
}

/**
 * Why a document gave no text: not a format read here (`unsupported_type`), damaged, encrypted or over
 * the unpacking bounds (`unreadable`), no text at all, e.g. a scanned PDF (`empty`), or more text than
 * allowed (`too_long`).
 */
export type DocumentTextFailure = "unsupported_type" | "unreadable" | "empty" | "too_long";

export class DocumentTextError extends Error {
  override readonly name = "DocumentTextError";

  constructor(readonly reason: DocumentTextFailure) {
    super(`document text: ${reason}`);
  }
}
