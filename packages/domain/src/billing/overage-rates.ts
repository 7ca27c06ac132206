import type { SubscriptionTier } from "@chorus/contract";

/**
 * What usage-based billing charges per 1,000 credits past the limit, in cents of the subscription's
 * currency. The spec gives no rate; these are ElevenLabs' published usage-based rates (Creator $0.30,
 * Pro $0.24, Scale $0.18, Business $0.12 per 1,000), the same number in EUR as the plan prices are.
 * Enterprise is billed at Business's rate unless an operator agrees otherwise (a Chorus choice). Tiers
 * without usage-based billing (free, Starter, grants, trial) never reach an overage.
 */
export const overageCentsPer1000Credits: Partial<Record<SubscriptionTier, number>> = {
  creator: 30,
  pro: 24,
  growing_business: 18,
  scale_2024_08_10: 12,
  enterprise: 12,
};

/** The price of `credits` past the limit, rounded to the nearest cent (`current_overage`). */
export function overageAmountCents(tier: SubscriptionTier, credits: number): number {
  const rate = overageCentsPer1000Credits[tier] ?? 0;
  return Math.round((Math.max(0, credits) * rate) / 1000);
}
