import { describe, expect, it } from "vitest";
import {
  creditRolloverMonths,
  planCatalogue,
  plans,
  pricingCardTiers,
  type SubscriptionTier,
  subscriptionTiers,
  tierForPromoAmount,
} from "./plans.ts";
import { maxSeatsByTier, monthlyCreditsByTier } from "./subscription-tiers.ts";

describe("the plan catalogue", () => {
  it("lists the tiers in spec 000 §4's order", () => {
    expect(planCatalogue.map((plan) => plan.tier)).toEqual([
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
    ]);
    for (const tier of subscriptionTiers) expect(plans[tier].tier).toBe(tier);
  });

  it("shows the pricing cards of spec 000 §2, Creator recommended, growing_business as Scale and scale as Business", () => {
    expect(pricingCardTiers).toEqual([
      "free",
      "starter",
      "creator",
      "pro",
      "growing_business",
      "scale_2024_08_10",
    ]);
    expect(pricingCardTiers.map((tier) => plans[tier].displayName)).toEqual([
      "Free",
      "Starter",
      "Creator",
      "Pro",
      "Scale",
      "Business",
    ]);
    expect(planCatalogue.filter((plan) => plan.recommended).map((plan) => plan.tier)).toEqual(["creator"]);
  });

  it("has spec 000 §9's credits and USD prices, yearly ten months (two free), EUR the same figures", () => {
    const spec: [SubscriptionTier, number, number, number][] = [
      ["free", 10_000, 0, 0],
      ["starter", 30_000, 500, 5_000],
      ["creator", 100_000, 2_200, 22_000],
      ["pro", 500_000, 9_900, 99_000],
      ["growing_business", 2_000_000, 33_000, 330_000],
      ["scale_2024_08_10", 11_000_000, 132_000, 1_320_000],
    ];
    for (const [tier, credits, monthly, yearly] of spec) {
      expect(plans[tier].monthlyCredits).toBe(credits);
      expect(plans[tier].prices).toEqual({ usd: { monthly, yearly }, eur: { monthly, yearly } });
    }
    for (const tier of [
      "grant_tier_1_2025_07_23",
      "grant_tier_2_2025_07_23",
      "trial",
      "enterprise",
    ] as const) {
      expect(plans[tier].prices).toBeNull();
      expect(plans[tier].selfServe).toBe(false);
    }
  });

  it("has spec 000 §9's extra allowance, §6's seats and spec 001 §9's voice add/edit operations", () => {
    const spec: Record<SubscriptionTier, [number | null, number, number]> = {
      free: [0, 1, 10],
      grant_tier_1_2025_07_23: [20_000, 3, 1_040],
      grant_tier_2_2025_07_23: [20_000, 3, 1_040],
      starter: [0, 1, 65],
      creator: [1_000, 1, 95],
      pro: [3_000, 1, 290],
      growing_business: [20_000, 3, 1_040],
      scale_2024_08_10: [20_000, 5, 1_040],
      trial: [null, 25, 1_040],
      enterprise: [null, 25, 1_040],
    };
    for (const tier of subscriptionTiers) {
      const [allowance, seats, addEdits] = spec[tier];
      expect([
        plans[tier].extraCharacterAllowance,
        plans[tier].maxSeats,
        plans[tier].voiceAddEditsPerMonth,
      ]).toEqual([allowance, seats, addEdits]);
    }
  });

  it("unlocks each feature from the tier spec 001 names, in the tier order", () => {
    const from = (floor: SubscriptionTier) =>
      subscriptionTiers.filter((t) => subscriptionTiers.indexOf(t) >= subscriptionTiers.indexOf(floor));
    const having = (feature: keyof (typeof plans)["free"]["features"]) =>
      subscriptionTiers.filter((tier) => plans[tier].features[feature]);
    expect(having("instantVoiceCloning")).toEqual(from("starter"));
    expect(having("professionalVoiceCloning")).toEqual(from("creator"));
    expect(having("audioNative")).toEqual(from("creator"));
    expect(having("voiceoverStudio")).toEqual(from("creator"));
    expect(having("mp3HighBitrate")).toEqual(from("creator"));
    expect(having("watermarkFreeVideo")).toEqual(from("creator"));
    expect(having("pcm44100")).toEqual(from("pro"));
    // Not on free or Starter, not for grant recipients; a trial is not invoiced.
    expect(having("usageBasedBilling")).toEqual([
      "creator",
      "pro",
      "growing_business",
      "scale_2024_08_10",
      "enterprise",
    ]);
  });

  it("gives professional voice slots only where professional cloning is unlocked", () => {
    for (const plan of planCatalogue) {
      expect(plan.professionalVoiceSlots > 0).toBe(plan.features.professionalVoiceCloning);
    }
  });

  it("has the concurrency of each self-serve plan", () => {
    expect(pricingCardTiers.map((tier) => plans[tier].concurrency)).toEqual([2, 3, 5, 10, 15, 15]);
  });

  it("maps spec 001 §9's promo amounts in cents to plans", () => {
    expect(tierForPromoAmount(500)).toBe("starter");
    expect(tierForPromoAmount(2_200)).toBe("creator");
    expect(tierForPromoAmount(9_900)).toBe("pro");
    expect(tierForPromoAmount(10_000)).toBe("pro");
    expect(tierForPromoAmount(33_000)).toBe("growing_business");
    expect(tierForPromoAmount(132_000)).toBe("scale_2024_08_10");
    expect(tierForPromoAmount(1_000)).toBeNull();
    expect(tierForPromoAmount(0)).toBeNull();
  });

  it("rolls credits over for two months (spec 001 §9)", () => {
    expect(creditRolloverMonths).toBe(2);
  });

  it("derives the older per-tier maps from the catalogue", () => {
    expect(maxSeatsByTier).toEqual({
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
    });
    for (const tier of subscriptionTiers) expect(monthlyCreditsByTier[tier]).toBe(plans[tier].monthlyCredits);
  });
});
