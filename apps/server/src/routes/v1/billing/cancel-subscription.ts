import { cancelSubscription as cancelSubscriptionOperation } from "@chorus/contract";
import { cancelSubscription, getSubscription } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const cancelSubscriptionRoute = bindOperation(cancelSubscriptionOperation, async ({ ctx, body }) => {
  await cancelSubscription(ctx, { idempotencyKey: body.idempotency_key });
  return presentSubscription(await getSubscription(ctx));
});
