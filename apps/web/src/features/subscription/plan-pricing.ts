import {
  type Plan,
  type PlanBillingPeriod,
  type PlanCurrency,
  planCurrencies,
  planFor,
  type SubscriptionTier,
  tierForPromoAmount,
} from "@chorus/contract";
import type { SavedPromo } from "./promo-code-store.ts";

export interface PlanPriceView {
  /** What one billing period costs, in cents. */
  totalCents: number;
  /** The same spread over months, for comparing annual with monthly. */
  perMonthCents: number;
  period: PlanBillingPeriod;
}

/** A card's list price for the switches' period and currency; null for plans not sold on the cards. */
export function planPrice(
  plan: Plan,
  currency: PlanCurrency,
  period: PlanBillingPeriod,
): PlanPriceView | null {
  const price = plan.prices?.[currency];
  if (!price) return null;
  const totalCents = period === "annual_period" ? price.yearly : price.monthly;
  return {
    totalCents,
    perMonthCents: period === "annual_period" ? Math.round(totalCents / 12) : totalCents,
    period,
  };
}

export type PromoDiscount =
  | { kind: "percent"; percentOff: number }
  | { kind: "amount"; amountOffCents: number };

/**
 * What a saved promo code takes off one card (spec 000 §4, spec 001 §9): a percentage applies to
 * every paid plan; an amount belongs to the one plan the catalogue's promo amounts name. Free costs
 * nothing, so nothing comes off it.
 */
export function promoDiscountFor(
  tier: SubscriptionTier,
  promo: SavedPromo | null,
  listCents: number,
): PromoDiscount | null {
  if (!promo || listCents <= 0) return null;
  if (promo.percentOff && promo.percentOff > 0) return { kind: "percent", percentOff: promo.percentOff };
  if (promo.amountOff && promo.amountOff > 0 && tierForPromoAmount(promo.amountOff) === tier)
    return { kind: "amount", amountOffCents: promo.amountOff };
  return null;
}

export function discountedCents(listCents: number, discount: PromoDiscount): number {
  if (discount.kind === "percent")
    return Math.max(0, Math.round(listCents * (1 - discount.percentOff / 100)));
  return Math.max(0, listCents - discount.amountOffCents);
}

/** The switch's starting currency: the subscription's when the cards are priced in it, else USD. */
export function initialCurrency(currency: string | null | undefined): PlanCurrency {
  return (planCurrencies as readonly string[]).includes(currency ?? "") ? (currency as PlanCurrency) : "usd";
}

/** "$22" or "€18.33": whole amounts without cents. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * A workspace paying for a plan of the cards (Starter to Business): it changes its plan in place
 * (change-subscription) and applies promo codes to its invoices, instead of going through checkout.
 */
export function isSelfServeSubscriber(tier: SubscriptionTier): boolean {
  const plan = planFor(tier);
  return plan.paid && plan.selfServe;
}
