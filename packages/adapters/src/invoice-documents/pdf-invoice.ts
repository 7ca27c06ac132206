import type { InvoiceDocument } from "@chorus/domain";
import PDFDocument from "pdfkit";
import { pdfFonts as fonts } from "../pdf/unicode-fonts.ts";

const statusWords: Record<InvoiceDocument["status"], string> = { open: "Due", paid: "Paid", void: "Void" };
const day = (date: Date) => date.toISOString().slice(0, 10);
const money = (cents: number, currency: "usd" | "eur") =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

/** An A4 invoice: who issues it and to whom, its number and dates, the one line it is for, the total. */
export function pdfInvoice(invoice: InvoiceDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: `Invoice ${invoice.number}`, Creator: "Chorus" },
    });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
    const label = (text: string) => pdf.font(fonts.regular).fontSize(9).fillColor("#6b6a72").text(text);
    const value = (text: string) =>
      pdf.font(fonts.regular).fontSize(11).fillColor("#18181b").text(text).moveDown(0.6);

    pdf.font(fonts.bold).fontSize(22).fillColor("#18181b").text("Invoice").moveDown(0.2);
    pdf
      .font(fonts.regular)
      .fontSize(11)
      .fillColor("#6b6a72")
      .text(`Chorus · ${invoice.issuer}`)
      .moveDown(1.2);
    label("Invoice number");
    value(invoice.number);
    label("Issued");
    value(day(invoice.issuedAt));
    if (invoice.dueAt) {
      label("Due");
      value(day(invoice.dueAt));
    }
    label("Billed to");
    value(`${invoice.billedTo.workspaceName}\n${invoice.billedTo.email}`);
    pdf.moveDown(0.6);
    label("Description");
    value(invoice.description);
    label("Amount");
    pdf
      .font(fonts.bold)
      .fontSize(16)
      .fillColor("#18181b")
      .text(money(invoice.amountDueCents, invoice.currency));
    pdf.moveDown(0.4);
    pdf.font(fonts.bold).fontSize(11).text(statusWords[invoice.status]);
    pdf.end();
  });
}
