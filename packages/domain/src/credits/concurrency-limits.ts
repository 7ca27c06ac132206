import { planFor, type SubscriptionTier } from "@chorus/contract";

/**
 * Concurrent text-to-speech requests a tier may run, from the plan catalogue; flash/turbo models (the
 * "turbo" group) get twice as many.
 */
export function concurrencyLimitFor(tier: SubscriptionTier, group: "standard" | "turbo"): number {
  const standard = planFor(tier).concurrency;
  return group === "turbo" ? standard * 2 : standard;
}
