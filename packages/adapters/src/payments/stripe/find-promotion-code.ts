import { messages } from "@chorus/contract";
import { DomainError, type Promotion } from "@chorus/domain";
import type Stripe from "stripe";
import { mapStripePromotion } from "./map-promotion.ts";

export interface FoundPromotionCode {
  promotionCode: Stripe.PromotionCode;
  promotion: Promotion;
}

/**
 * Looks a customer-facing code up (Stripe matches it without regard to case), active or not, with its
 * coupon. Several codes can share a text over time (an old inactive one, a new one): the active one wins,
 * then the newest.
 */
export async function findPromotionCode(
  stripe: Stripe,
  code: string,
  now: Date,
): Promise<FoundPromotionCode | undefined> {
  const list = await stripe.promotionCodes.list({ code, limit: 10, expand: ["data.promotion.coupon"] });
  const [promotionCode] = [...list.data].sort(
    (a, b) => Number(b.active) - Number(a.active) || b.created - a.created,
  );
  if (!promotionCode) return undefined;
  return { promotionCode, promotion: mapStripePromotion(promotionCode, now) };
}

/** The code, ready to redeem, or the port's refusal: unknown or unusable → invalid, expired → expired. */
export async function redeemablePromotionCode(
  stripe: Stripe,
  code: string,
  now: Date,
): Promise<Stripe.PromotionCode> {
  const found = await findPromotionCode(stripe, code, now);
  if (!found) throw new DomainError("invalid_promocode", messages.invalidPromocode);
  if (found.promotion.expired) throw new DomainError("coupon_expired", messages.couponExpired);
  if (!found.promotion.valid) throw new DomainError("invalid_promocode", messages.invalidPromocode);
  return found.promotionCode;
}
