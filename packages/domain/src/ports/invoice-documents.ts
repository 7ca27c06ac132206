import type { InvoiceStatus } from "../records.ts";

/** What an invoice document shows; the adapter only lays it out (in English, like the provider's). */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  dueAt: Date | null;
  status: InvoiceStatus;
  description: string;
  amountDueCents: number;
  currency: "usd" | "eur";
  billedTo: { workspaceName: string; email: string };
  /** Who issues it: the operator of this Chorus server, named by its address. */
  issuer: string;
}

/** Writes an invoice as a PDF (the download on the usage screen). */
export interface InvoiceDocumentWriter {
  write(invoice: InvoiceDocument): Promise<Uint8Array>;
}
