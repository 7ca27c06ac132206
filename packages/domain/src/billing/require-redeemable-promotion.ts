import { messages } from "@chorus/contract";
import type { PaymentProvider, Promotion } from "../ports/payments.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * A promotion code that can be redeemed now. Unknown or used up: `invalid_promocode` ("Invalid
 * promocode"); past its date: `coupon_expired`, whose message tells the web app to drop the code it
 * saved (spec 000 §8).
 */
export async function requireRedeemablePromotion(
  payments: PaymentProvider,
  code: string,
): Promise<Promotion> {
  const promotion = await payments.findPromotion(code);
  if (promotion?.expired) throw new DomainError("coupon_expired", messages.couponExpired);
  if (!promotion?.valid) throw new DomainError("invalid_promocode", messages.invalidPromocode);
  return promotion;
}
