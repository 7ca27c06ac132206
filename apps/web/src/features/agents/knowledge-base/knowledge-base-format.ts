import { knowledgeBaseLimits } from "@chorus/contract";

/** One piece of a content search's `search_snippet`: words that matched the query, or the text around them. */
export interface SnippetPiece {
  value: string;
  is_hit: boolean;
}

/**
 * A search snippet as runs to draw: neighbouring pieces of the same kind joined (the server may cut a
 * hit into several pieces), empty pieces dropped, runs of whitespace made one space, and the ends
 * trimmed, so a hit reads as one highlighted phrase.
 */
export function snippetRuns(pieces: readonly SnippetPiece[]): SnippetPiece[] {
  const runs: SnippetPiece[] = [];
  for (const piece of pieces) {
    const value = piece.value.replace(/\s+/g, " ");
    if (value === "") continue;
    const last = runs.at(-1);
    if (last && last.is_hit === piece.is_hit) last.value += value;
    else runs.push({ value, is_hit: piece.is_hit });
  }
  const first = runs[0];
  if (first && !first.is_hit) first.value = first.value.trimStart();
  const last = runs.at(-1);
  if (last && !last.is_hit) last.value = last.value.trimEnd();
  return runs.filter((run) => run.value !== "");
}

/** A document's size as people read it, in the interface language: "820 bytes", "12 kB", "3.4 MB". */
export function formatDocumentSize(bytes: number, locale: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    // "820 bytes" rather than "820 byte"; larger units by their short names.
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
}

/** The files the upload accepts (the server reads each by its content; this only guides the picker). */
export const acceptedDocumentFiles = [
  ".pdf",
  ".docx",
  ".txt",
  ".html",
  ".htm",
  ".md",
  ".markdown",
  ".epub",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
  "text/html",
  "text/markdown",
  "application/epub+zip",
].join(",");

/** The largest file, in whole megabytes as the hosted product says it (21 MB). */
export const maxFileMegabytes = knowledgeBaseLimits.fileBytes / (1024 * 1024);

/**
 * Why a file will not be sent, or null: only the size is checked here (a file over the limit would be
 * refused after the whole upload); whether it is a readable document is the server's answer, shown as
 * it comes.
 */
export function fileProblem(file: { size: number }): "tooLarge" | "empty" | null {
  if (file.size > knowledgeBaseLimits.fileBytes) return "tooLarge";
  if (file.size === 0) return "empty";
  return null;
}

/** A retrieval index's status (`RagDocumentIndexResponseModel.status`). */
export type RagIndexStatus =
  | "created"
  | "processing"
  | "failed"
  | "succeeded"
  | "rag_limit_exceeded"
  | "document_too_small";

/** Whether an index is still being built, so its status is worth asking for again. */
export const isIndexing = (status: RagIndexStatus) => status === "created" || status === "processing";

/**
 * The one index a document's page shows: the one for `model` when there is one, else the first. A
 * document gets the default model's index when it is added; other models' come when an agent asks.
 */
export function indexFor<T extends { model: string }>(indexes: readonly T[], model?: string): T | undefined {
  return indexes.find((index) => index.model === model) ?? indexes[0];
}

/** How many characters of a document's text its page shows at once (a long book is millions). */
export const contentPreviewCharacters = 100_000;

/** The start of a document's text for its page, and whether there is more. */
export function contentPreview(text: string, limit = contentPreviewCharacters) {
  return text.length <= limit ? { text, truncated: false } : { text: text.slice(0, limit), truncated: true };
}
