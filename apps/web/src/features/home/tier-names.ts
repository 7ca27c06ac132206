import type { SubscriptionTier } from "@chorus/contract";

/** How plans are named on screen (spec 000 §2: growing_business shows as Scale, scale_2024_08_10 as Business). */
export const tierNames: Record<SubscriptionTier, string> = {
  free: "Free",
  grant_tier_1_2025_07_23: "Grant",
  grant_tier_2_2025_07_23: "Grant",
  starter: "Starter",
  creator: "Creator",
  pro: "Pro",
  growing_business: "Scale",
  scale_2024_08_10: "Business",
  trial: "Trial",
  enterprise: "Enterprise",
};
