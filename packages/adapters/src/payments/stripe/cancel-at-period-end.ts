import type { ProviderSubscription, SubscriptionRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { liveSubscription } from "./live-subscription.ts";
import { loadStripeSubscription, subscriptionExpansions, withSchedulePrices } from "./load-subscription.ts";
import { releaseScheduleOf } from "./release-schedule.ts";

/**
 * Cancels when the paid period ends. A scheduled plan change is released first: Stripe refuses to set the
 * cancellation of a subscription a schedule manages, and the cancellation replaces the change anyway.
 */
export async function cancelStripeSubscriptionAtPeriodEnd(
  stripe: Stripe,
  request: SubscriptionRequest,
): Promise<ProviderSubscription> {
  const subscription = await loadStripeSubscription(stripe, request.subscriptionId);
  liveSubscription(subscription, request);
  await releaseScheduleOf(stripe, subscription, request);
  const cancelled = await stripe.subscriptions.update(
    request.subscriptionId,
    { cancel_at_period_end: true, expand: subscriptionExpansions },
    { idempotencyKey: `${request.idempotencyKey}:cancel` },
  );
  return liveSubscription(await withSchedulePrices(stripe, cancelled), request);
}
