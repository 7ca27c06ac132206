import { createCheckoutSession } from "@chorus/contract";
import { startCheckout } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createCheckoutSessionRoute = bindOperation(createCheckoutSession, async ({ ctx, body }) =>
  startCheckout(ctx, {
    subscriptionType: body.subscription_type,
    billingPeriod: body.billing_period,
    currency: body.currency,
    promocode: body.promocode,
    idempotencyKey: body.idempotency_key,
  }),
);
