import { plans, subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { CreditPeriodState } from "../credits/credit-period-state.ts";
import { testWorkspace } from "../credits/test-workspace.ts";
import { summarizeSubscription } from "./subscription-summary.ts";

const workspace = (tier: string) =>
  testWorkspace({
    tier,
    subscriptionStatus: "active",
    createdAt: new Date("2025-01-15T00:00:00Z"),
    updatedAt: new Date("2025-01-15T00:00:00Z"),
  });
const now = new Date("2025-03-20T00:00:00Z");
const period = (used: number, limit: number): CreditPeriodState => ({
  start: new Date("2025-03-15T00:00:00Z"),
  end: new Date("2025-04-15T00:00:00Z"),
  used,
  limit,
  granted: limit,
  rolledOver: 0,
  adjusted: 0,
});

describe("summarizeSubscription", () => {
  it.each(subscriptionTiers)("reads %s's limits and cloning rights from the plan catalogue", (tier) => {
    const plan = plans[tier];
    expect(summarizeSubscription(workspace(tier), now, period(42, plan.monthlyCredits), "on")).toMatchObject({
      tier,
      status: "active",
      characterCount: 42,
      characterLimit: plan.monthlyCredits,
      extraCharacterAllowance: plan.extraCharacterAllowance,
      voiceLimit: plan.voiceSlots,
      professionalVoiceLimit: plan.professionalVoiceSlots,
      maxVoiceAddEdits: plan.voiceAddEditsPerMonth,
      canUseInstantVoiceCloning: plan.features.instantVoiceCloning,
      canUseProfessionalVoiceCloning: plan.features.professionalVoiceCloning,
      maxSeats: plan.maxSeats,
      nextResetAt: new Date("2025-04-15T00:00:00Z"),
    });
  });

  it("treats an unknown stored tier as free", () => {
    const summary = summarizeSubscription(workspace("platinum"), now, undefined, "on");
    expect(summary).toMatchObject({ tier: "free", characterLimit: 10_000, voiceLimit: 3, maxSeats: 1 });
  });

  it("gives the published voice slots: 3, 10, 30, 160, 660, 660 and professional clones from Creator", () => {
    const slots = (
      ["free", "starter", "creator", "pro", "growing_business", "scale_2024_08_10"] as const
    ).map((tier) => {
      const s = summarizeSubscription(workspace(tier), now, undefined, "on");
      return [s.voiceLimit, s.professionalVoiceLimit, s.canUseInstantVoiceCloning];
    });
    expect(slots).toEqual([
      [3, 0, false],
      [10, 0, true],
      [30, 1, true],
      [160, 1, true],
      [660, 1, true],
      [660, 3, true],
    ]);
  });

  it("without the ledger, counts 0 of the tier's monthly credits in the anchor's current month", () => {
    const summary = summarizeSubscription(workspace("pro"), now, undefined, "on");
    expect(summary).toMatchObject({
      characterCount: 0,
      characterLimit: 500_000,
      periodStartedAt: new Date("2025-03-15T00:00:00Z"),
      nextResetAt: new Date("2025-04-15T00:00:00Z"),
    });
  });

  it("reports the stored defaults: USD, monthly, flag off, no pending change, no history", () => {
    const summary = summarizeSubscription(testWorkspace(), now, undefined, "on");
    expect(summary).toMatchObject({
      tier: "free",
      status: "free",
      currency: "usd",
      billingPeriod: "monthly_period",
      extensionRights: { flag: false, permission: false },
      creditLimitExtension: 0,
      overage: { credits: 0, amountCents: 0 },
      previouslySubscribedTiers: [],
      pendingChange: null,
    });
  });

  it("reads an unknown status as free and drops unknown tiers from the history", () => {
    const summary = summarizeSubscription(
      testWorkspace({ subscriptionStatus: "paused", previouslySubscribedTiers: ["creator", "gold"] }),
      now,
      undefined,
      "on",
    );
    expect(summary.status).toBe("free");
    expect(summary.previouslySubscribedTiers).toEqual(["creator"]);
  });

  it("prices the count past the limit at the tier's usage-based rate (Creator $0.30 per 1,000)", () => {
    const summary = summarizeSubscription(
      { ...workspace("creator"), canExtendCharacterLimit: true },
      now,
      period(100_500, 100_000),
      "on",
    );
    expect(summary.overage).toEqual({ credits: 500, amountCents: 15 });
    expect(summary.creditLimitExtension).toBe(1_000);
  });

  it("reports a pending downgrade and a pending cancellation, at the stored time or the cycle's end", () => {
    const at = new Date("2025-04-15T00:00:00Z");
    const downgrade = summarizeSubscription(
      {
        ...workspace("pro"),
        pendingChangeKind: "change",
        pendingTier: "creator",
        pendingBillingPeriod: "monthly_period",
        pendingChangeAt: at,
      },
      now,
      undefined,
      "on",
    );
    expect(downgrade.pendingChange).toEqual({
      kind: "change",
      tier: "creator",
      billingPeriod: "monthly_period",
      at,
    });
    const cancellation = summarizeSubscription(
      { ...workspace("pro"), pendingChangeKind: "cancellation" },
      now,
      undefined,
      "on",
    );
    expect(cancellation.pendingChange).toEqual({ kind: "cancellation", at });
  });

  it("ends an annual cycle twelve months after its anchor while credits still reset monthly", () => {
    const annual = summarizeSubscription(
      { ...workspace("creator"), billingPeriod: "annual_period" },
      now,
      undefined,
      "on",
    );
    expect(annual.nextResetAt).toEqual(new Date("2025-04-15T00:00:00Z"));
    expect(annual.billingCycleEndsAt).toEqual(new Date("2026-01-15T00:00:00Z"));
  });

  it("with billing off reports an active enterprise subscription with the ledger's usage and no ceiling", () => {
    const free = testWorkspace({ createdAt: new Date("2025-01-15T00:00:00Z") });
    const summary = summarizeSubscription(free, now, period(12_345, 10_000), "off");
    expect(summary).toMatchObject({
      tier: "enterprise",
      status: "active",
      characterCount: 12_345,
      characterLimit: 10_000,
      creditLimitExtension: null,
      overage: { credits: 0, amountCents: 0 },
      maxSeats: plans.enterprise.maxSeats,
      voiceLimit: plans.enterprise.voiceSlots,
      pendingChange: null,
    });
    expect(summarizeSubscription(free, now, period(12_345, 10_000), "on")).toMatchObject({
      tier: "free",
      creditLimitExtension: 0,
    });
  });
});
