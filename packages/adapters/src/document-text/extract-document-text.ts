import type { DocumentTextFailure, ExtractedDocument } from "@chorus/domain";
import { type DocumentSource, detectFormat } from "./detect-format.ts";
import { DocumentFailure } from "./document-failure.ts";
import { readDocx } from "./read-docx.ts";
import { readEpub } from "./read-epub.ts";
import { readHtml } from "./read-html.ts";
import { readMarkdown } from "./read-markdown.ts";
import { readPdf } from "./read-pdf.ts";
import { tidyText } from "./tidy-text.ts";

export interface DocumentTextJob {
  bytes: Uint8Array;
  fileName: string;
  mimeType?: string;
  maxCharacters: number;
}

/** The worker's answer: the document, or why it has no text (a value, so the reason crosses threads). */
export type DocumentTextOutcome = { document: ExtractedDocument } | { failure: DocumentTextFailure };

/**
 * The readable text of a document (see detect-format.ts for how its format is chosen). Runs on the
 * thread that calls it: the port's implementation calls it in a worker thread.
 */
export async function extractDocumentText(job: DocumentTextJob): Promise<DocumentTextOutcome> {
  try {
    const source = detectFormat(job.bytes, job.fileName, job.mimeType);
    const { text, title, links } = await readSource(source, job.maxCharacters);
    if (!text) return { failure: "empty" };
    if (text.length > job.maxCharacters) return { failure: "too_long" };
    return {
      document: {
        format: source.format,
        text,
        ...(title ? { title } : {}),
        ...(links?.length ? { links } : {}),
      },
    };
  } catch (error) {
    if (error instanceof DocumentFailure) return { failure: error.reason };
    throw error;
  }
}

async function readSource(
  source: DocumentSource,
  maxCharacters: number,
): Promise<{ text: string; title?: string; links?: string[] }> {
  try {
    switch (source.format) {
      case "pdf":
        return await readPdf(source.bytes, maxCharacters);
      case "docx":
        return await readDocx(source.zip);
      case "epub":
        return readEpub(source.zip, maxCharacters);
      case "html":
        return readHtml(source.text);
      case "markdown":
        return readMarkdown(source.text);
      case "txt":
        return { text: tidyText(source.text) };
    }
  } catch (error) {
    // A file its reader cannot make sense of (a broken PDF, a docx without its parts) is damaged.
    if (error instanceof DocumentFailure) throw error;
    throw new DocumentFailure("unreadable", { cause: error });
  }
}
