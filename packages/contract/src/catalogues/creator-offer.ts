import { planFor, type SubscriptionTier } from "./plans.ts";

/**
 * Spec 000 §4: "Creator offer is hidden if the workspace has a paid non-starter tier now or before".
 * Paid means the catalogue's `paid` (starter to Business, and enterprise); free, grants and trial are
 * not paid, so they keep the offer.
 */
export function isCreatorOfferHidden(input: {
  currentTier: SubscriptionTier;
  previouslySubscribedTiers: readonly SubscriptionTier[];
}): boolean {
  return [input.currentTier, ...input.previouslySubscribedTiers].some(
    (tier) => tier !== "starter" && planFor(tier).paid,
  );
}
