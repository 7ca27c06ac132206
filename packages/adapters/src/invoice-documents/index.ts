export { pdfInvoices } from "./pdf-invoice.ts";
