import { setUsageBasedBilling as setUsageBasedBillingOperation } from "@chorus/contract";
import { getSubscription, setUsageBasedBilling } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const setUsageBasedBillingRoute = bindOperation(
  setUsageBasedBillingOperation,
  async ({ ctx, body }) => {
    await setUsageBasedBilling(ctx, { enabled: body.enabled });
    return presentSubscription(await getSubscription(ctx));
  },
);
