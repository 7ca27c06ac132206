import { type PlanBillingPeriod, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { readStoredJson, removeStored, writeStoredJson } from "../../lib/browser-storage.ts";

/**
 * The plan a checkout was started for, kept in this tab while the person is on the payment
 * provider's page, so the success page knows which tier to wait for.
 */
export interface CheckoutIntent {
  tier: SubscriptionTier;
  billingPeriod: PlanBillingPeriod;
}

const key = "chorus.checkout_intent";

/** Without storage the success page waits for any paid plan. */
export function rememberCheckoutIntent(intent: CheckoutIntent): void {
  writeStoredJson("session", key, intent);
}

export function readCheckoutIntent(): CheckoutIntent | null {
  const value = readStoredJson("session", key) as Partial<CheckoutIntent> | undefined;
  if (!value || !(subscriptionTiers as readonly string[]).includes(value.tier ?? "")) return null;
  return { tier: value.tier as SubscriptionTier, billingPeriod: value.billingPeriod ?? "monthly_period" };
}

export function forgetCheckoutIntent(): void {
  removeStored("session", key);
}
