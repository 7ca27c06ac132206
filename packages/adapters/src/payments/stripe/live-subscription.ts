import { messages } from "@chorus/contract";
import { DomainError, type ProviderSubscription, type SubscriptionRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { mapStripeSubscription } from "./map-subscription.ts";

/**
 * The mapped subscription a change starts from. One Stripe ended already has nothing to change
 * (`no_subscription`); one labelled with another workspace is never touched, whatever id was passed.
 */
export function liveSubscription(
  subscription: Stripe.Subscription,
  request: SubscriptionRequest,
): ProviderSubscription {
  const mapped = mapStripeSubscription(subscription);
  if (mapped.workspaceId !== undefined && mapped.workspaceId !== request.workspaceId) {
    const error = new DomainError("payment_provider_error", messages.paymentProviderError);
    error.cause = new Error(
      `Stripe subscription ${subscription.id} belongs to workspace ${mapped.workspaceId}.`,
    );
    throw error;
  }
  if (mapped.state === "ended") throw new DomainError("no_subscription", messages.noSubscription);
  return mapped.subscription;
}

/** The subscription's one item (Chorus sells one plan per subscription). */
export function onlyItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new DomainError("payment_provider_error", messages.paymentProviderError);
  return item;
}

/**
 * The update that drops a scheduled cancellation: `cancel_at_period_end` when that is how it was set
 * (Stripe clears its `cancel_at` with it), otherwise the explicit `cancel_at` date.
 */
export function stopCancellation(subscription: Stripe.Subscription): Stripe.SubscriptionUpdateParams {
  return subscription.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: "" };
}
