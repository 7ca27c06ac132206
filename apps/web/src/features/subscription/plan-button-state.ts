import {
  decidePlanButton,
  type PlanBillingPeriod,
  type PlanButton,
  type PlanButtonSubscription,
  planBillingPeriods,
  type Subscription,
  type SubscriptionTier,
} from "@chorus/contract";

/** The subscription as the contract's plan-button rule (spec 000 §4) reads it. */
export function planButtonSubscription(subscription: Subscription): PlanButtonSubscription {
  const period = (planBillingPeriods as readonly string[]).includes(subscription.billing_period ?? "")
    ? (subscription.billing_period as PlanBillingPeriod)
    : null;
  return {
    tier: subscription.tier,
    billingPeriod: period,
    status: subscription.status,
    cancellationPending: subscription.pending_change?.kind === "cancellation",
    downgradePending: subscription.pending_change?.kind === "change",
  };
}

/** The button of one pricing card; signed out (no subscription) it leads to sign-up. */
export function planButtonFor(
  subscription: Subscription | null,
  target: { tier: SubscriptionTier; billingPeriod: PlanBillingPeriod },
): PlanButton {
  return decidePlanButton({ current: subscription ? planButtonSubscription(subscription) : null, target });
}
