/**
 * Subscription tiers in the spec's order (spec 000 §4) and the numbers that issue 2 needs
 * from them: monthly credits (spec 000 §9) and max seats (spec 000 §6). The billing issue
 * grows this into the full plan catalogue.
 */
export const subscriptionTiers = [
  "free",
  "grant_tier_1_2025_07_23",
  "grant_tier_2_2025_07_23",
  "starter",
  "creator",
  "pro",
  "growing_business",
  "scale_2024_08_10",
  "trial",
  "enterprise",
] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export const maxSeatsByTier: Record<SubscriptionTier, number> = {
  free: 1,
  starter: 1,
  creator: 1,
  pro: 1,
  growing_business: 3,
  grant_tier_1_2025_07_23: 3,
  grant_tier_2_2025_07_23: 3,
  scale_2024_08_10: 5,
  trial: 25,
  enterprise: 25,
};

export const monthlyCreditsByTier: Partial<Record<SubscriptionTier, number>> = {
  free: 10_000,
  starter: 30_000,
  creator: 100_000,
  pro: 500_000,
  growing_business: 2_000_000,
  scale_2024_08_10: 11_000_000,
};
