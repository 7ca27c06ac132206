import { addInterval } from "./fake-stripe-calendar.ts";
import { FakeStripeError } from "./fake-stripe-errors.ts";
import type { FakeStripeContext } from "./fake-stripe-events.ts";
import type {
  FakeDiscount,
  FakePromotionCode,
  FakeStripeStore,
  FakeSubscription,
} from "./fake-stripe-store.ts";

/** A promotion code that can be redeemed now, or the 400 Stripe answers for one that cannot. */
export function redeemablePromotionCode(
  store: FakeStripeStore,
  id: string,
  param: string,
): FakePromotionCode {
  const promotionCode = store.get("promotion_code", id, param);
  const coupon = store.get("coupon", promotionCode.promotion.coupon);
  const now = store.nowSeconds();
  const expired = promotionCode.expires_at !== null && promotionCode.expires_at <= now;
  const usedUp =
    promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions;
  if (!promotionCode.active || expired || usedUp || !store.couponValid(coupon)) {
    throw FakeStripeError.invalidRequest(`This promotion code cannot be redeemed: '${promotionCode.code}'.`, {
      param,
    });
  }
  return promotionCode;
}

/** Redeems a coupon (directly or through a code) on a subscription: a discount object, counters raised. */
export function createDiscount(
  context: FakeStripeContext,
  subscription: FakeSubscription,
  source: { couponId: string; promotionCodeId: string | null },
): FakeDiscount {
  const { store } = context;
  const coupon = store.get("coupon", source.couponId);
  const start = store.nowSeconds();
  coupon.times_redeemed += 1;
  if (source.promotionCodeId) store.get("promotion_code", source.promotionCodeId).times_redeemed += 1;
  return store.insert<FakeDiscount>({
    id: store.newId("di"),
    object: "discount",
    source: { type: "coupon", coupon: coupon.id },
    promotion_code: source.promotionCodeId,
    customer: subscription.customer,
    subscription: subscription.id,
    start,
    end:
      coupon.duration === "repeating" && coupon.duration_in_months !== null
        ? addInterval(start, "month", coupon.duration_in_months)
        : null,
    checkout_session: null,
    invoice: null,
    invoice_item: null,
    subscription_item: null,
  });
}

/**
 * An amount invoiced at `at` after the subscription's discounts still running then (percentages, then
 * amounts off in the invoice's currency).
 */
export function discountedAmount(
  store: FakeStripeStore,
  subscription: FakeSubscription,
  amount: number,
  at: number,
): number {
  let total = amount;
  for (const discountId of subscription.discounts) {
    const discount = store.get("discount", discountId);
    if (discount.end !== null && discount.end <= at) continue;
    const coupon = store.get("coupon", discount.source.coupon);
    if (coupon.percent_off !== null) total = Math.round((total * (100 - coupon.percent_off)) / 100);
    if (coupon.amount_off !== null && coupon.currency === subscription.currency) {
      total = Math.max(0, total - coupon.amount_off);
    }
  }
  return total;
}

/** After an invoice: a `once` coupon is spent, a `repeating` one past its months ends. */
export function expireUsedDiscounts(
  store: FakeStripeStore,
  subscription: FakeSubscription,
  at: number,
): void {
  subscription.discounts = subscription.discounts.filter((discountId) => {
    const discount = store.get("discount", discountId);
    const coupon = store.get("coupon", discount.source.coupon);
    if (coupon.duration === "once") {
      discount.end = at;
      return false;
    }
    return discount.end === null || discount.end > at;
  });
}
