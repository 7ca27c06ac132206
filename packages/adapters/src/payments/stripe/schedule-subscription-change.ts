import type { ProviderSubscription, SubscriptionChangeRequest } from "@chorus/domain";
import type Stripe from "stripe";
import { liveSubscription, onlyItem, stopCancellation } from "./live-subscription.ts";
import { loadStripeSubscription } from "./load-subscription.ts";
import { idOf } from "./map-subscription.ts";
import { findStripePrice } from "./stripe-prices.ts";

/**
 * A change at the end of the period (a downgrade) through a subscription schedule: phase one is the
 * current price until the period ends, phase two the new price for one interval, after which the
 * schedule releases the subscription (it simply renews on the new price). Any earlier scheduled change
 * is replaced (the schedule's phases are rewritten); a scheduled cancellation is dropped first, since
 * Stripe will not put a subscription that is set to cancel on a schedule.
 */
export async function scheduleStripeSubscriptionChange(
  stripe: Stripe,
  request: SubscriptionChangeRequest,
): Promise<ProviderSubscription> {
  const key = request.idempotencyKey;
  const subscription = await loadStripeSubscription(stripe, request.subscriptionId);
  const current = liveSubscription(subscription, request);
  const item = onlyItem(subscription);
  const price = await findStripePrice(stripe, { ...request, currency: current.currency });
  if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
    await stripe.subscriptions.update(request.subscriptionId, stopCancellation(subscription), {
      idempotencyKey: `${key}:keep`,
    });
  }
  const schedule =
    subscription.schedule && typeof subscription.schedule === "object"
      ? subscription.schedule
      : await stripe.subscriptionSchedules.create(
          { from_subscription: request.subscriptionId },
          { idempotencyKey: `${key}:schedule` },
        );
  const currentPhase = schedule.current_phase ?? {
    start_date: item.current_period_start,
    end_date: item.current_period_end,
  };
  const discounts = keptDiscounts(schedule, currentPhase.start_date);
  const quantity = item.quantity ?? 1;
  await stripe.subscriptionSchedules.update(
    schedule.id,
    {
      end_behavior: "release",
      proration_behavior: "none",
      phases: [
        {
          items: [{ price: item.price.id, quantity }],
          start_date: currentPhase.start_date,
          end_date: currentPhase.end_date,
          discounts,
        },
        {
          items: [{ price: price.id, quantity }],
          duration: { interval: price.recurring?.interval ?? "month", interval_count: 1 },
          discounts,
        },
      ],
    },
    { idempotencyKey: `${key}:phases` },
  );
  return liveSubscription(await loadStripeSubscription(stripe, request.subscriptionId), request);
}

/**
 * Rewriting phases without their discounts would drop a running promotion, so the current phase's
 * discounts are carried (by discount id where Stripe has one, so a repeating coupon keeps its clock).
 */
function keptDiscounts(
  schedule: Stripe.SubscriptionSchedule,
  currentStart: number,
): Stripe.SubscriptionScheduleUpdateParams.Phase.Discount[] {
  const phase =
    schedule.phases.find((candidate) => candidate.start_date === currentStart) ?? schedule.phases[0];
  return (phase?.discounts ?? []).flatMap(
    (discount): Stripe.SubscriptionScheduleUpdateParams.Phase.Discount[] => {
      if (discount.discount) return [{ discount: idOf(discount.discount) }];
      if (discount.promotion_code) return [{ promotion_code: idOf(discount.promotion_code) }];
      if (discount.coupon) return [{ coupon: idOf(discount.coupon) }];
      return [];
    },
  );
}
