import type { PlanCurrency } from "@chorus/contract";
import type { Promotion } from "@chorus/domain";
import type Stripe from "stripe";

/**
 * A Stripe promotion code (with its coupon expanded) as the port's `Promotion`, judged at `now`.
 * Expired: past the code's `expires_at` or the coupon's `redeem_by`, or the coupon no longer valid
 * (Stripe marks it invalid once it cannot be redeemed any more). Valid: none of that, the code is active
 * and not used up.
 */
export function mapStripePromotion(promotionCode: Stripe.PromotionCode, now: Date): Promotion {
  const coupon = couponOf(promotionCode);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const pastDates =
    (promotionCode.expires_at !== null && promotionCode.expires_at <= nowSeconds) ||
    (coupon?.redeem_by != null && coupon.redeem_by <= nowSeconds);
  const expired = pastDates || coupon?.valid === false;
  const usedUp =
    promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions;
  return {
    code: promotionCode.code,
    valid: !expired && !usedUp && promotionCode.active && coupon !== undefined,
    expired,
    amountOffCents: coupon?.amount_off ?? null,
    percentOff: coupon?.percent_off ?? null,
    durationInMonths: coupon?.duration === "repeating" ? (coupon.duration_in_months ?? null) : null,
  };
}

/**
 * Whether the coupon can discount an invoice in `currency`: an amount off is in one currency (plus the
 * coupon's `currency_options`), a percentage applies to any.
 */
export function couponAppliesToCurrency(
  promotionCode: Stripe.PromotionCode,
  currency: PlanCurrency,
): boolean {
  const coupon = couponOf(promotionCode);
  if (!coupon || coupon.amount_off === null) return true;
  return coupon.currency === currency || coupon.currency_options?.[currency] !== undefined;
}

function couponOf(promotionCode: Stripe.PromotionCode): Stripe.Coupon | undefined {
  const coupon = promotionCode.promotion.coupon;
  return coupon && typeof coupon === "object" ? coupon : undefined;
}
