import { cancelDowngrade as cancelDowngradeOperation } from "@chorus/contract";
import { cancelDowngrade, getSubscription } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const cancelDowngradeRoute = bindOperation(cancelDowngradeOperation, async ({ ctx, body }) => {
  await cancelDowngrade(ctx, { idempotencyKey: body.idempotency_key });
  return presentSubscription(await getSubscription(ctx));
});
