import type Stripe from "stripe";

/** The expansions `mapStripeSubscription` reads: the coupon behind each discount, the schedule's prices. */
export const subscriptionExpansions = ["discounts.source.coupon", "schedule.phases.items.price"];

/**
 * Retrieves a subscription with everything the mapper needs. A phase price Stripe left as an id (an
 * expansion it declined) is fetched on its own, so the mapper always sees prices with their lookup keys.
 */
export async function loadStripeSubscription(
  stripe: Stripe,
  subscriptionId: string,
): Promise<Stripe.Subscription> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: subscriptionExpansions,
  });
  return withSchedulePrices(stripe, subscription);
}

/** The same completion for a subscription returned by an update (made with `subscriptionExpansions`). */
export async function withSchedulePrices(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<Stripe.Subscription> {
  const schedule = subscription.schedule;
  if (schedule === null) return subscription;
  const expanded =
    typeof schedule === "string"
      ? await stripe.subscriptionSchedules.retrieve(schedule, { expand: ["phases.items.price"] })
      : schedule;
  for (const phase of expanded.phases) {
    for (const item of phase.items) {
      if (typeof item.price === "string") item.price = await stripe.prices.retrieve(item.price);
    }
  }
  return { ...subscription, schedule: expanded };
}
