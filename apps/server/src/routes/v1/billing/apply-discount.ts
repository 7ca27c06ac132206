import { applyDiscount as applyDiscountOperation } from "@chorus/contract";
import { applyDiscount, getSubscription } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const applyDiscountRoute = bindOperation(applyDiscountOperation, async ({ ctx, body }) => {
  await applyDiscount(ctx, { discountCode: body.discount_code, idempotencyKey: body.idempotency_key });
  return presentSubscription(await getSubscription(ctx));
});
