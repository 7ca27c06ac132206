import { type PlanCurrency, planCurrencies } from "@chorus/contract";
import type { ProviderInvoice } from "@chorus/domain";
import type Stripe from "stripe";
import { fromUnix, idOf } from "./map-subscription.ts";

/** The invoice as the port reports it; undefined for a currency Chorus does not sell in (not its invoice). */
export function mapStripeInvoice(invoice: Stripe.Invoice): ProviderInvoice | undefined {
  const currency = invoice.currency.toLowerCase();
  if (!(planCurrencies as readonly string[]).includes(currency)) return undefined;
  return {
    invoiceId: invoice.id,
    amountDueCents: invoice.amount_due,
    currency: currency as PlanCurrency,
    description: invoice.description ?? invoice.lines?.data[0]?.description ?? invoice.number ?? invoice.id,
    dueAt: invoice.due_date === null ? null : fromUnix(invoice.due_date),
  };
}

/** The subscription an invoice bills, where this API version keeps it (`parent.subscription_details`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | undefined {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription ? idOf(subscription) : undefined;
}

/** The workspace, from the subscription's metadata as Stripe copied it onto the invoice, or the invoice's own. */
export function invoiceWorkspaceId(invoice: Stripe.Invoice): string | undefined {
  return (
    invoice.parent?.subscription_details?.metadata?.workspace_id ||
    invoice.metadata?.workspace_id ||
    undefined
  );
}
