import type { PlanBillingPeriod, PlanCurrency, SubscriptionTier } from "@chorus/contract";
import { messages, planFor } from "@chorus/contract";
import { DomainError } from "@chorus/domain";

/** The list price of one billing period, in cents; a tier without prices cannot be sold. */
export function periodPriceCents(
  tier: SubscriptionTier,
  billingPeriod: PlanBillingPeriod,
  currency: PlanCurrency,
): number {
  const prices = planFor(tier).prices;
  if (!prices) throw new DomainError("payment_provider_error", messages.paymentProviderError);
  return billingPeriod === "annual_period" ? prices[currency].yearly : prices[currency].monthly;
}

export interface DiscountTerms {
  percentOff: number | null;
  amountOffCents: number | null;
}

/** The amount after a discount: a percentage rounded to the cent, an amount off capped at the amount. */
export function discountedCents(amountCents: number, discount: DiscountTerms | null): number {
  if (!discount) return amountCents;
  if (discount.percentOff !== null)
    return amountCents - Math.round((amountCents * discount.percentOff) / 100);
  if (discount.amountOffCents !== null) return amountCents - Math.min(discount.amountOffCents, amountCents);
  return amountCents;
}

/** The share of the period `[start, end)` still ahead at `now`, between 0 and 1. */
export function remainingFraction(start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / total));
}

/**
 * What an immediate change costs. Within the same billing period: the price difference for the part of
 * the period left. To another billing period: a new period starts now at the new (discounted) price,
 * minus the unused part of what was paid for the old one. Never negative: a cheaper plan now is not
 * refunded (Chorus schedules downgrades for the period's end instead).
 */
export function immediateChangeCents(options: {
  oldPriceCents: number;
  newPriceCents: number;
  samePeriod: boolean;
  remaining: number;
}): number {
  const { oldPriceCents, newPriceCents, samePeriod, remaining } = options;
  const due = samePeriod
    ? (newPriceCents - oldPriceCents) * remaining
    : newPriceCents - oldPriceCents * remaining;
  return Math.max(0, Math.round(due));
}
