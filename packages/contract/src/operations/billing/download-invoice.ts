import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const InvoiceParamsSchema = z.object({ invoice_id: idValue });

export const downloadInvoice = defineOperation({
  operationId: "chorus.billing.downloadInvoice",
  method: "GET",
  path: "/v1/billing/invoices/{invoice_id}/pdf",
  summary: "One of the workspace's invoices as a PDF (admins)",
  description: "Answers with Content-Disposition: attachment and the file name `invoice-<invoice_id>.pdf`.",
  tag: "Billing",
  auth: { kind: "session" },
  request: { params: InvoiceParamsSchema },
  responses: { 200: { binary: true, contentType: "application/pdf", description: "The invoice, A4 PDF." } },
  errors: ["forbidden", "not_found"],
});
