import { planFor } from "@chorus/contract";
import type { SubscriptionSummary } from "../workspaces/subscription-summary.ts";

export interface UpcomingInvoice {
  amountDueCents: number;
  /** Before the discount. */
  subtotalCents: number;
  /** The promotion the provider applies to it, as it reported it. */
  discount: InvoiceDiscount | null;
  dueAt: Date;
}

export interface InvoiceDiscount {
  percentOff: number | null;
  amountOffCents: number | null;
}

/** Statuses whose subscription renews: the ones a payment provider is still collecting for. */
const renewing: ReadonlySet<SubscriptionSummary["status"]> = new Set([
  "active",
  "trialing",
  "past_due",
  "incomplete",
]);

/**
 * The renewal invoice at the end of the billing cycle (`next_invoice`): the list price of the plan
 * the subscription renews into (a pending change's tier and period, else its own), plus the overage
 * of the current credit period when the cycle ends with it (monthly plans, and an annual plan's last
 * month; an annual plan's other monthly overages are invoiced on their own, as open invoices). None
 * when nothing renews: a free, cancelled-at-period-end or unpriced (grant, trial, enterprise) plan.
 * The provider's promotion on the subscription (`discount`) comes off the plan's price.
 */
export function upcomingInvoice(
  summary: SubscriptionSummary,
  discount: InvoiceDiscount | null = null,
): UpcomingInvoice | null {
  if (!renewing.has(summary.status)) return null;
  const pending = summary.pendingChange;
  if (pending?.kind === "cancellation") return null;
  const tier = pending?.kind === "change" ? pending.tier : summary.tier;
  const billingPeriod = pending?.kind === "change" ? pending.billingPeriod : summary.billingPeriod;
  const plan = planFor(tier);
  const prices = plan.prices?.[summary.currency];
  if (!plan.paid || !prices) return null;
  const price = billingPeriod === "annual_period" ? prices.yearly : prices.monthly;
  const overage =
    summary.billingCycleEndsAt.getTime() === summary.nextResetAt.getTime() ? summary.overage.amountCents : 0;
  // A promotion takes off the plan's price, never the usage-based overage.
  const off = discount
    ? Math.min(price, discount.amountOffCents ?? Math.round((price * (discount.percentOff ?? 0)) / 100))
    : 0;
  return {
    amountDueCents: price - off + overage,
    subtotalCents: price + overage,
    discount: off > 0 ? discount : null,
    dueAt: summary.billingCycleEndsAt,
  };
}
