import type { FakeStripeContext } from "./fake-stripe-events.ts";
import type { FakeInvoice, FakeSubscription } from "./fake-stripe-store.ts";

let invoiceNumber = 0;

/**
 * Records an invoice of `amount` for the subscription, paid or left open after a failed charge, and the
 * event Stripe sends for it (`invoice.paid` / `invoice.payment_failed`). The subscription's metadata is
 * copied onto it as Stripe does (`parent.subscription_details.metadata`).
 */
export function recordInvoice(
  context: FakeStripeContext,
  subscription: FakeSubscription,
  invoice: {
    amount: number;
    description: string;
    reason: FakeInvoice["billing_reason"];
    periodStart: number;
    periodEnd: number;
    paid: boolean;
  },
): FakeInvoice {
  const { store, events } = context;
  invoiceNumber += 1;
  const id = store.newId("in");
  const record = store.insert<FakeInvoice>({
    id,
    object: "invoice",
    customer: subscription.customer,
    status: invoice.paid ? "paid" : "open",
    amount_due: invoice.amount,
    amount_paid: invoice.paid ? invoice.amount : 0,
    amount_remaining: invoice.paid ? 0 : invoice.amount,
    currency: subscription.currency,
    description: null,
    due_date: null,
    number: `FAKE-${String(invoiceNumber).padStart(4, "0")}`,
    billing_reason: invoice.reason,
    collection_method: "charge_automatically",
    attempted: true,
    attempt_count: 1,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: store.newId("il"),
          object: "line_item",
          amount: invoice.amount,
          currency: subscription.currency,
          description: invoice.description,
        },
      ],
    },
    metadata: {},
    created: store.nowSeconds(),
    livemode: false,
  });
  subscription.latest_invoice = record.id;
  events.record(invoice.paid ? "invoice.paid" : "invoice.payment_failed", record);
  return record;
}
