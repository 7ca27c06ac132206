import type { SubscriptionTier } from "@chorus/contract";

const standardLimits: Partial<Record<SubscriptionTier, number>> = {
  free: 2,
  starter: 3,
  creator: 5,
  pro: 10,
  growing_business: 15,
  scale_2024_08_10: 15,
};

/** Concurrent text-to-speech requests a tier may run; flash/turbo models (the "turbo" group) get twice as many. */
export function concurrencyLimitFor(tier: SubscriptionTier, group: "standard" | "turbo"): number {
  const standard = standardLimits[tier] ?? 15;
  return group === "turbo" ? standard * 2 : standard;
}
