import type { InvoiceRecord } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** An invoice for the usage screen's list. */
export function presentInvoiceListItem(invoice: InvoiceRecord) {
  return {
    invoice_id: invoice.id,
    amount_due_cents: invoice.amountDueCents,
    currency: invoice.currency,
    status: invoice.status,
    description: invoice.description,
    created_at_unix: unix(invoice.createdAt),
    due_at_unix: invoice.dueAt ? unix(invoice.dueAt) : null,
  };
}
