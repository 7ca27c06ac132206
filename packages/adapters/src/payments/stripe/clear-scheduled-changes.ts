import type { ProviderSubscription, SubscriptionRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { liveSubscription, stopCancellation } from "./live-subscription.ts";
import { loadStripeSubscription } from "./load-subscription.ts";
import { releaseScheduleOf } from "./release-schedule.ts";

/**
 * Drops whatever is scheduled: the schedule is released (the subscription keeps its current price and
 * renews on it) and a scheduled cancellation is lifted. Nothing scheduled → nothing is written.
 */
export async function clearStripeScheduledChanges(
  stripe: Stripe,
  request: SubscriptionRequest,
): Promise<ProviderSubscription> {
  const subscription = await loadStripeSubscription(stripe, request.subscriptionId);
  liveSubscription(subscription, request);
  await releaseScheduleOf(stripe, subscription, request);
  if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
    await stripe.subscriptions.update(request.subscriptionId, stopCancellation(subscription), {
      idempotencyKey: `${request.idempotencyKey}:keep`,
    });
  }
  return liveSubscription(await loadStripeSubscription(stripe, request.subscriptionId), request);
}
