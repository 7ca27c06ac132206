import { describe, expect, it } from "vitest";
import { isCreatorOfferHidden } from "./creator-offer.ts";
import { type SubscriptionTier, subscriptionTiers } from "./plans.ts";

/** Paid tiers other than Starter: the ones that hide the offer (spec 000 §4). */
const paidNonStarter: SubscriptionTier[] = [
  "creator",
  "pro",
  "growing_business",
  "scale_2024_08_10",
  "enterprise",
];

describe("isCreatorOfferHidden", () => {
  it("hides the offer exactly when the current tier or a previous one is paid and not Starter", () => {
    const histories: SubscriptionTier[][] = [[], ...subscriptionTiers.map((tier) => [tier])];
    for (const currentTier of subscriptionTiers) {
      for (const previouslySubscribedTiers of histories) {
        const expected = [currentTier, ...previouslySubscribedTiers].some((t) => paidNonStarter.includes(t));
        expect(isCreatorOfferHidden({ currentTier, previouslySubscribedTiers }), currentTier).toBe(expected);
      }
    }
  });

  it("shows it to free, Starter, grant and trial workspaces that never paid for more", () => {
    expect(isCreatorOfferHidden({ currentTier: "free", previouslySubscribedTiers: [] })).toBe(false);
    expect(
      isCreatorOfferHidden({ currentTier: "free", previouslySubscribedTiers: ["starter", "trial"] }),
    ).toBe(false);
    expect(
      isCreatorOfferHidden({ currentTier: "grant_tier_1_2025_07_23", previouslySubscribedTiers: [] }),
    ).toBe(false);
  });

  it("hides it now on Creator, and later for a free workspace that once had Pro", () => {
    expect(isCreatorOfferHidden({ currentTier: "creator", previouslySubscribedTiers: [] })).toBe(true);
    expect(isCreatorOfferHidden({ currentTier: "free", previouslySubscribedTiers: ["starter", "pro"] })).toBe(
      true,
    );
  });
});
