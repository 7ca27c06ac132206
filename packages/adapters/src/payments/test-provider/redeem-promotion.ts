import type { PlanBillingPeriod } from "@chorus/contract";
import { messages } from "@chorus/contract";
import { DomainError } from "@chorus/domain";
import { findTestPromotion } from "./test-promotions.ts";

/** A redeemed promotion as the subscription row keeps it. */
export interface RedeemedDiscount {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** How many invoices it still applies to; null = forever. */
  invoicesLeft: number | null;
}

/**
 * Turns a code into the discount a subscription carries, refusing what a payment provider refuses:
 * an unknown code (`invalid_promocode`) and an expired one (`coupon_expired`). A discount "for 3 months"
 * covers the invoices issued in those months: three monthly invoices, or the one yearly invoice.
 */
export function redeemPromotion(code: string, billingPeriod: PlanBillingPeriod): RedeemedDiscount {
  const promotion = findTestPromotion(code);
  if (!promotion) throw new DomainError("invalid_promocode", messages.invalidPromocode);
  if (promotion.expired) throw new DomainError("coupon_expired", messages.couponExpired);
  if (!promotion.valid) throw new DomainError("invalid_promocode", messages.invalidPromocode);
  const months = promotion.durationInMonths;
  const invoicesLeft =
    months === null ? 1 : billingPeriod === "monthly_period" ? months : Math.ceil(months / 12);
  return {
    code: promotion.code,
    percentOff: promotion.percentOff,
    amountOffCents: promotion.amountOffCents,
    invoicesLeft,
  };
}
