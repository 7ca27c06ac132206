import { renewSubscription as renewSubscriptionOperation } from "@chorus/contract";
import { getSubscription, renewSubscription } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const renewSubscriptionRoute = bindOperation(renewSubscriptionOperation, async ({ ctx, body }) => {
  await renewSubscription(ctx, { idempotencyKey: body.idempotency_key });
  return presentSubscription(await getSubscription(ctx));
});
