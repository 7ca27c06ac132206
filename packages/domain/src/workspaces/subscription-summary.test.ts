import { plans, subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { WorkspaceRecord } from "../records.ts";
import { summarizeSubscription } from "./subscription-summary.ts";

const workspace = (tier: string): WorkspaceRecord => ({
  id: "w",
  name: "W",
  ownerUserId: "u",
  tier,
  subscriptionStatus: "active",
  trainingOptOut: false,
  sessionInactivityTimeoutSeconds: null,
  allowPasswordSignIn: true,
  createdAt: new Date("2025-01-15T00:00:00Z"),
  updatedAt: new Date("2025-01-15T00:00:00Z"),
});
const now = new Date("2025-03-20T00:00:00Z");

describe("summarizeSubscription", () => {
  it.each(subscriptionTiers)("reads %s's limits and cloning rights from the plan catalogue", (tier) => {
    const plan = plans[tier];
    expect(summarizeSubscription(workspace(tier), now, 42)).toMatchObject({
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
    const summary = summarizeSubscription(workspace("platinum"), now);
    expect(summary).toMatchObject({ tier: "free", characterLimit: 10_000, voiceLimit: 3, maxSeats: 1 });
  });

  it("gives the published voice slots: 3, 10, 30, 160, 660, 660 and professional clones from Creator", () => {
    const slots = (
      ["free", "starter", "creator", "pro", "growing_business", "scale_2024_08_10"] as const
    ).map((tier) => {
      const s = summarizeSubscription(workspace(tier), now);
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
});
