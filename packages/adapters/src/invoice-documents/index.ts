export { pdfInvoices } from "./pdf-invoices.ts";
