import type { TranscriptDocumentWriter } from "@chorus/domain";
import { docxTranscript } from "./docx-document.ts";
import { pdfTranscript } from "./pdf-document.ts";

/** Transcript exports as Word (the `docx` library) and PDF (`pdfkit`) documents, both pure JavaScript. */
export const officeTranscriptDocuments: TranscriptDocumentWriter = {
  write: (format, document) => (format === "docx" ? docxTranscript(document) : pdfTranscript(document)),
};
