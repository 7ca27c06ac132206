/** One paragraph of a transcript document: a segment, optionally led by its time and speaker. */
export interface TranscriptParagraph {
  time?: string;
  speaker?: string;
  text: string;
}

/**
 * Writes a transcript as an office document (the `docx` and `pdf` exports of speech to text). The
 * domain decides the paragraphs; the adapter only lays them out.
 */
export interface TranscriptDocumentWriter {
  write(
    format: "docx" | "pdf",
    document: { title: string; paragraphs: readonly TranscriptParagraph[] },
  ): Promise<Uint8Array>;
}
