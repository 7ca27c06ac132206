import { DocumentTextError, type DocumentTextExtractor } from "@chorus/domain";
import { SerialWorker, wholeBuffer } from "../off-thread/serial-worker.ts";
import type { DocumentTextJob, DocumentTextOutcome } from "./extract-document-text.ts";

const documentTextWorker = new SerialWorker<DocumentTextJob, DocumentTextOutcome>(
  new URL("./document-text-worker.ts", import.meta.url),
  "chorus-document-text",
);

/**
 * Document text read in a worker thread, one document at a time. The file's buffer moves to the
 * worker (the caller's array is emptied) when the array is all of it; a view into a larger buffer is
 * copied once. A document that gives no text throws `DocumentTextError` with the reason.
 */
export const documentTextExtractor: DocumentTextExtractor = {
  async extract({ bytes, fileName, mimeType, maxCharacters, signal }) {
    const job: DocumentTextJob = { bytes, fileName, maxCharacters, ...(mimeType ? { mimeType } : {}) };
    const outcome = await documentTextWorker.run(job, wholeBuffer(bytes), signal);
    if ("failure" in outcome) throw new DocumentTextError(outcome.failure);
    return outcome.document;
  },
};
