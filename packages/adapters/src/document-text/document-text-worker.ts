// Worker-thread entry for document text: parsing a PDF or a book takes from milliseconds to seconds of
// CPU, which on the main thread every other request would wait for.
import { serveJobs } from "../off-thread/serve-jobs.ts";
import {
  type DocumentTextJob,
  type DocumentTextOutcome,
  extractDocumentText,
} from "./extract-document-text.ts";

serveJobs<DocumentTextJob, DocumentTextOutcome>(async (job) => ({ output: await extractDocumentText(job) }));
