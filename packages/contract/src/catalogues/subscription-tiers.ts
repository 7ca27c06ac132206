import { plans, type SubscriptionTier, subscriptionTiers } from "./plans.ts";

/**
 * The tier list and the two per-tier numbers that code before the plan catalogue reads (max seats,
 * spec 000 §6; monthly credits, spec 000 §9). The figures live in the catalogue (`plans.ts`); these
 * are views of it, kept so existing imports keep working.
 */
export { type SubscriptionTier, subscriptionTiers };

const byTier = <T>(pick: (tier: SubscriptionTier) => T) =>
  Object.fromEntries(subscriptionTiers.map((tier) => [tier, pick(tier)])) as Record<SubscriptionTier, T>;

export const maxSeatsByTier: Record<SubscriptionTier, number> = byTier((tier) => plans[tier].maxSeats);

export const monthlyCreditsByTier: Record<SubscriptionTier, number> = byTier(
  (tier) => plans[tier].monthlyCredits,
);
