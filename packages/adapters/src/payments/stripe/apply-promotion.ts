import { messages } from "@chorus/contract";
import { type Clock, DomainError, type ProviderSubscription, type SubscriptionRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { redeemablePromotionCode } from "./find-promotion-code.ts";
import { liveSubscription } from "./live-subscription.ts";
import { loadStripeSubscription, subscriptionExpansions, withSchedulePrices } from "./load-subscription.ts";
import { couponAppliesToCurrency } from "./map-promotion.ts";

/**
 * Puts a promotion code on a running subscription's next invoices (`discounts: [{ promotion_code }]`,
 * the form this API version takes; it replaces any earlier discount). The code is judged first so an
 * expired or unknown one gets Chorus's own refusal.
 */
export async function applyStripePromotion(
  stripe: Stripe,
  clock: Clock,
  request: SubscriptionRequest & { code: string },
): Promise<ProviderSubscription> {
  const current = liveSubscription(await loadStripeSubscription(stripe, request.subscriptionId), request);
  const promotionCode = await redeemablePromotionCode(stripe, request.code, clock.now());
  if (!couponAppliesToCurrency(promotionCode, current.currency)) {
    throw new DomainError("invalid_promocode", messages.invalidPromocode);
  }
  const updated = await stripe.subscriptions.update(
    request.subscriptionId,
    { discounts: [{ promotion_code: promotionCode.id }], expand: subscriptionExpansions },
    { idempotencyKey: request.idempotencyKey },
  );
  return liveSubscription(await withSchedulePrices(stripe, updated), request);
}
