import type { InvoiceDocument, InvoiceDocumentWriter } from "@chorus/domain";
import { SerialWorker } from "../off-thread/serial-worker.ts";

const invoiceWorker = new SerialWorker<InvoiceDocument, Uint8Array>(
  new URL("./invoice-worker.ts", import.meta.url),
  "chorus-invoices",
);

/** Invoices as PDF (pdfkit), written in a worker thread so the event loop keeps answering meanwhile. */
export const pdfInvoices: InvoiceDocumentWriter = { write: (invoice) => invoiceWorker.run(invoice) };
