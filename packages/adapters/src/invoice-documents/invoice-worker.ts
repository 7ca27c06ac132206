// Worker-thread entry for invoice PDFs: laying out the page and embedding the subset of a TrueType font
// takes 50–150 ms, which on the main thread every other request would wait for.
import type { InvoiceDocument } from "@chorus/domain";
import { serveJobs } from "../off-thread/serve-jobs.ts";
import { pdfInvoice } from "./pdf-invoice.ts";

serveJobs<InvoiceDocument, Uint8Array>(async (invoice) => {
  const pdf = await pdfInvoice(invoice);
  return { output: pdf, transfer: [pdf.buffer as ArrayBuffer] };
});
