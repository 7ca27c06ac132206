import { changeSubscription as changeSubscriptionOperation } from "@chorus/contract";
import { changeSubscription, getSubscription } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const changeSubscriptionRoute = bindOperation(changeSubscriptionOperation, async ({ ctx, body }) => {
  await changeSubscription(ctx, {
    subscriptionType: body.subscription_type,
    billingPeriod: body.billing_period,
    idempotencyKey: body.idempotency_key,
  });
  return presentSubscription(await getSubscription(ctx));
});
