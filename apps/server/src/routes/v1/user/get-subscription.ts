import { getUserSubscription } from "@chorus/contract";
import { getSubscription } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSubscription } from "../../../presenters/subscription-presenter.ts";

export const getUserSubscriptionRoute = bindOperation(getUserSubscription, async ({ ctx }) =>
  presentSubscription(await getSubscription(ctx)),
);
