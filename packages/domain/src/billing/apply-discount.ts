import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { actOnSubscription } from "./act-on-subscription.ts";
import { requireRedeemablePromotion } from "./require-redeemable-promotion.ts";

/** `apply-discount` (spec 000 §7): a promotion code on the current subscription's next invoices. */
export async function applyDiscount(
  ctx: AuthenticatedContext,
  input: { discountCode: string; idempotencyKey?: string | null },
): Promise<void> {
  const code = input.discountCode.trim();
  await actOnSubscription(
    ctx,
    "apply-discount",
    input.idempotencyKey,
    async () => {
      if (!code) throw new DomainError("invalid_promocode", messages.invalidPromocode);
      await requireRedeemablePromotion(ctx.ports.payments, code);
    },
    (request) => ctx.ports.payments.applyPromotion({ ...request, code }),
  );
}
