import { planFor } from "@chorus/contract";
import type { SubscriptionSummary } from "../workspaces/subscription-summary.ts";

export interface UpcomingInvoice {
  amountDueCents: number;
  dueAt: Date;
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
 */
export function upcomingInvoice(summary: SubscriptionSummary): UpcomingInvoice | null {
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
  return { amountDueCents: price + overage, dueAt: summary.billingCycleEndsAt };
}
