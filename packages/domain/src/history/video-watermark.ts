import { planFor, type SubscriptionTier } from "@chorus/contract";

/**
 * Spec 001 plans: "Creator and above remove the video watermark" — the plan catalogue's
 * `watermarkFreeVideo` feature. In the spec's tier order (spec 000 §4) grants sit below Starter and
 * trial and enterprise above Business, so grants are marked and trial and enterprise are not.
 */
export function videoWatermarkRequired(tier: SubscriptionTier): boolean {
  return !planFor(tier).features.watermarkFreeVideo;
}
