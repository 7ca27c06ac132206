import type { SubscriptionRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { idOf } from "./map-subscription.ts";

/**
 * Releases the schedule that manages the subscription, if one does: the subscription then keeps its
 * current price and renews on it. Stripe refuses direct cancellation changes while a schedule manages
 * a subscription, and an immediate change makes a scheduled one moot.
 */
export async function releaseScheduleOf(
  stripe: Stripe,
  subscription: Pick<Stripe.Subscription, "schedule">,
  request: SubscriptionRequest,
): Promise<void> {
  if (subscription.schedule === null) return;
  await stripe.subscriptionSchedules.release(
    idOf(subscription.schedule),
    {},
    { idempotencyKey: `${request.idempotencyKey}:release` },
  );
}
