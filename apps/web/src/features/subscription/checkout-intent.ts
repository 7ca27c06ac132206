import { type PlanBillingPeriod, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";

/**
 * The plan a checkout was started for, kept in this tab while the person is on the payment
 * provider's page, so the success page knows which tier to wait for.
 */
export interface CheckoutIntent {
  tier: SubscriptionTier;
  billingPeriod: PlanBillingPeriod;
}

const key = "chorus.checkout_intent";

export function rememberCheckoutIntent(intent: CheckoutIntent): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(intent));
  } catch {
    // the success page then waits for any paid plan
  }
}

export function readCheckoutIntent(): CheckoutIntent | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? "null") as Partial<CheckoutIntent> | null;
    if (!value || !(subscriptionTiers as readonly string[]).includes(value.tier ?? "")) return null;
    return { tier: value.tier as SubscriptionTier, billingPeriod: value.billingPeriod ?? "monthly_period" };
  } catch {
    return null;
  }
}

export function forgetCheckoutIntent(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
