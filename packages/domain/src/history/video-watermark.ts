import { type SubscriptionTier, subscriptionTiers } from "@chorus/contract";

const rank = (tier: SubscriptionTier) => subscriptionTiers.indexOf(tier);

/**
 * Spec 001 plans: "Creator and above remove the video watermark". Tiers are ranked in the spec's
 * order (spec 000 §4), in which grants sit below Starter and trial and enterprise above Scale.
 */
export function videoWatermarkRequired(tier: SubscriptionTier): boolean {
  return rank(tier) < rank("creator");
}
