import type { ProviderSubscription, SubscriptionChangeRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { liveSubscription, onlyItem } from "./live-subscription.ts";
import { loadStripeSubscription, subscriptionExpansions } from "./load-subscription.ts";
import { releaseScheduleOf } from "./release-schedule.ts";
import { findStripePrice } from "./stripe-prices.ts";

/**
 * An upgrade now: the item moves to the new price and Stripe invoices the prorated difference at once
 * (`always_invoice`) against the saved card; `error_if_incomplete` makes a failed charge an error that
 * leaves the subscription as it was (the adapter maps it to `card_declined` / `card_verification_failed`).
 * A downgrade that was scheduled is dropped afterwards: the new plan supersedes it.
 */
export async function changeStripeSubscriptionNow(
  stripe: Stripe,
  request: SubscriptionChangeRequest,
): Promise<ProviderSubscription> {
  const before = await loadStripeSubscription(stripe, request.subscriptionId);
  const current = liveSubscription(before, request);
  const price = await findStripePrice(stripe, { ...request, currency: current.currency });
  const changed = await stripe.subscriptions.update(
    request.subscriptionId,
    {
      items: [{ id: onlyItem(before).id, price: price.id }],
      proration_behavior: "always_invoice",
      payment_behavior: "error_if_incomplete",
      expand: subscriptionExpansions,
    },
    { idempotencyKey: `${request.idempotencyKey}:change` },
  );
  await releaseScheduleOf(stripe, changed, request);
  return liveSubscription(await loadStripeSubscription(stripe, request.subscriptionId), request);
}
