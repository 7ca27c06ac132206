import { messages } from "@chorus/contract";
import { type CheckoutRequest, type Clock, DomainError } from "@chorus/domain";
import type Stripe from "stripe";
import { redeemablePromotionCode } from "./find-promotion-code.ts";
import { couponAppliesToCurrency } from "./map-promotion.ts";
import { findStripePrice } from "./stripe-prices.ts";

/**
 * A hosted Checkout page for a new subscription. The workspace id travels as `client_reference_id` and
 * as the subscription's metadata, so every later webhook (subscription, invoice) names its workspace.
 * A promotion code is checked first so the person gets Chorus's own message for an expired or unknown
 * code, not a Stripe page that refuses it.
 */
export async function createStripeCheckoutSession(
  stripe: Stripe,
  clock: Clock,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const price = await findStripePrice(stripe, request);
  const discounts = request.promotionCode
    ? [{ promotion_code: await promotionCodeId(stripe, clock, request) }]
    : undefined;
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      ...(request.customerId ? { customer: request.customerId } : { customer_email: request.customerEmail }),
      client_reference_id: request.workspaceId,
      metadata: { workspace_id: request.workspaceId },
      subscription_data: { metadata: { workspace_id: request.workspaceId } },
      discounts,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new DomainError("payment_provider_error", messages.paymentProviderError);
  return { url: session.url };
}

async function promotionCodeId(stripe: Stripe, clock: Clock, request: CheckoutRequest): Promise<string> {
  const promotionCode = await redeemablePromotionCode(stripe, request.promotionCode ?? "", clock.now());
  // An amount off in dollars cannot discount a euro invoice; Stripe would refuse the session anyway.
  if (!couponAppliesToCurrency(promotionCode, request.currency)) {
    throw new DomainError("invalid_promocode", messages.invalidPromocode);
  }
  return promotionCode.id;
}
