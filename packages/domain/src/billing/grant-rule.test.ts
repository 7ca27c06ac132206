import { describe, expect, it } from "vitest";
import { testWorkspace } from "../credits/test-workspace.ts";
import { grantEndOf, grantEndPatch, grantEndsAt, isGrantTier, postGrantTierOf } from "./grant-rule.ts";

const started = new Date("2025-01-31T10:00:00Z");
const grant = testWorkspace({
  tier: "grant_tier_1_2025_07_23",
  subscriptionStatus: "active",
  grantStartedAt: started,
  postGrantTier: "creator",
});
const plenty = { used: 1_000, limit: 2_000_000 };

describe("grants (spec 001 §4)", () => {
  it("knows the two grant tiers", () => {
    expect(isGrantTier("grant_tier_1_2025_07_23")).toBe(true);
    expect(isGrantTier("grant_tier_2_2025_07_23")).toBe(true);
    expect(isGrantTier("creator")).toBe(false);
    expect(isGrantTier(null)).toBe(false);
  });

  it("lasts 12 calendar months from its start (a day the month lacks is clamped)", () => {
    expect(grantEndsAt(started)).toEqual(new Date("2026-01-31T10:00:00Z"));
    expect(grantEndsAt(new Date("2024-02-29T00:00:00Z"))).toEqual(new Date("2025-02-28T00:00:00Z"));
    expect(grantEndOf(grant, plenty, new Date("2026-01-31T09:59:59.999Z"))).toBeNull();
    expect(grantEndOf(grant, plenty, new Date("2026-01-31T10:00:00Z"))).toBe("expired");
  });

  it("ends when the period's credits are used: the count reached a limit, nothing left", () => {
    const now = new Date("2025-03-01T00:00:00Z");
    expect(grantEndOf(grant, { used: 1_999_999, limit: 2_000_000 }, now)).toBeNull();
    expect(grantEndOf(grant, { used: 2_000_000, limit: 2_000_000 }, now)).toBe("credits_used");
    expect(grantEndOf(grant, { used: 2_000_500, limit: 2_000_000 }, now)).toBe("credits_used");
    // A period without any credits (never settled) is not "used up".
    expect(grantEndOf(grant, { used: 0, limit: 0 }, now)).toBeNull();
  });

  it("never ends a workspace that is not on a grant, and a grant without a start ends by credits only", () => {
    const later = new Date("2030-01-01T00:00:00Z");
    expect(
      grantEndOf(testWorkspace({ tier: "creator", grantStartedAt: started }), { used: 9, limit: 9 }, later),
    ).toBeNull();
    const unstarted = { ...grant, grantStartedAt: null };
    expect(grantEndOf(unstarted, plenty, later)).toBeNull();
    expect(grantEndOf(unstarted, { used: 5, limit: 5 }, later)).toBe("credits_used");
  });

  it("moves to the post-grant tier, or free without one, on cancellation, or for a grant or unknown tier", () => {
    expect(postGrantTierOf(grant)).toBe("creator");
    expect(postGrantTierOf({ ...grant, postGrantTier: null })).toBe("free");
    expect(postGrantTierOf({ ...grant, pendingChangeKind: "cancellation" })).toBe("free");
    expect(postGrantTierOf({ ...grant, postGrantTier: "grant_tier_2_2025_07_23" })).toBe("free");
    expect(postGrantTierOf({ ...grant, postGrantTier: "platinum" })).toBe("free");
  });

  it("starts the next plan with a fresh billing cycle and clears the grant", () => {
    const now = new Date("2026-02-02T08:00:00Z");
    expect(grantEndPatch({ ...grant, previouslySubscribedTiers: ["pro"] }, now)).toEqual({
      tier: "creator",
      subscriptionStatus: "active",
      billingAnchorAt: now,
      // The grant is not a paid plan, so it does not join the paid tiers the workspace had.
      previouslySubscribedTiers: ["pro"],
      grantStartedAt: null,
      postGrantTier: null,
      pendingChangeKind: null,
      pendingTier: null,
      pendingBillingPeriod: null,
      pendingChangeAt: null,
    });
    expect(grantEndPatch({ ...grant, postGrantTier: null }, now)).toMatchObject({
      tier: "free",
      subscriptionStatus: "free",
    });
    expect(grantEndPatch({ ...grant, postGrantTier: "trial" }, now)).toMatchObject({
      tier: "trial",
      subscriptionStatus: "trialing",
    });
  });
});
