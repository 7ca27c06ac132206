import { type PlanBillingPeriod, type PlanCurrency, planFor, type SubscriptionTier } from "@chorus/contract";

export function formatMoney(cents: number, currency: PlanCurrency | string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** Dates in UTC, as the provider's books keep them: "May 1, 2025". */
export function formatDate(instant: Date): string {
  return instant.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export const periodLabel = (billingPeriod: PlanBillingPeriod | string) =>
  billingPeriod === "annual_period" ? "Yearly" : "Monthly";

export const perPeriod = (billingPeriod: PlanBillingPeriod | string) =>
  billingPeriod === "annual_period" ? "per year" : "per month";

export const planName = (tier: SubscriptionTier | string) =>
  planFor(tier as SubscriptionTier)?.displayName ?? tier;

export interface DiscountDescription {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  invoicesLeft: number | null;
}

/** "WELCOME20: 20 % off the next 3 invoices" — what the discount does, in words. */
export function describeDiscount(discount: DiscountDescription, currency: PlanCurrency | string): string {
  const what =
    discount.percentOff !== null
      ? `${discount.percentOff} % off`
      : `${formatMoney(discount.amountOffCents ?? 0, currency)} off`;
  const howLong =
    discount.invoicesLeft === null
      ? "every invoice"
      : discount.invoicesLeft === 1
        ? "the next invoice"
        : `the next ${discount.invoicesLeft} invoices`;
  return `${discount.code}: ${what} ${howLong}`;
}
