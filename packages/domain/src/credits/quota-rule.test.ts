import { type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { type SubscriptionSummary, summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { concurrencyLimitFor } from "./concurrency-limits.ts";
import {
  canExtendQuota,
  extensionRightsOf,
  isOverQuota,
  quotaCeiling,
  quotaExtension,
} from "./quota-rule.ts";
import { testWorkspace } from "./test-workspace.ts";

const statuses: SubscriptionSummary["status"][] = [
  "trialing",
  "active",
  "incomplete",
  "past_due",
  "free",
  "free_disabled",
];

/** Spec 000 §9 monthly credits (grants, trial, enterprise: the catalogue's documented choices). */
const monthlyCredits: Record<SubscriptionTier, number> = {
  free: 10_000,
  grant_tier_1_2025_07_23: 2_000_000,
  grant_tier_2_2025_07_23: 2_000_000,
  starter: 30_000,
  creator: 100_000,
  pro: 500_000,
  growing_business: 2_000_000,
  scale_2024_08_10: 11_000_000,
  trial: 11_000_000,
  enterprise: 11_000_000,
};

/** Spec 000 §9 "Extra character allowance by tier"; free and starter get none; null = unlimited. */
const extraAllowance: Record<SubscriptionTier, number | null> = {
  free: 0,
  grant_tier_1_2025_07_23: 20_000,
  grant_tier_2_2025_07_23: 20_000,
  starter: 0,
  creator: 1_000,
  pro: 3_000,
  growing_business: 20_000,
  scale_2024_08_10: 20_000,
  trial: null,
  enterprise: null,
};

const now = new Date("2025-03-10T12:00:00Z");
const summaryFor = (tier: SubscriptionTier, status: SubscriptionSummary["status"]) =>
  summarizeSubscription(testWorkspace({ tier, subscriptionStatus: status }), now, undefined, "on");

const rows = subscriptionTiers.flatMap((tier) =>
  statuses.flatMap((status) =>
    [true, false].flatMap((flag) => [true, false].map((permission) => ({ tier, status, flag, permission }))),
  ),
);

describe("the quota rule (spec 000 §5) over every tier × status × flag × permission", () => {
  it("covers all 240 combinations", () => {
    expect(rows).toHaveLength(subscriptionTiers.length * statuses.length * 4);
  });

  it.each(rows)(
    "$tier, $status, flag $flag, permission $permission",
    ({ tier, status, flag, permission }) => {
      const summary = summaryFor(tier, status);
      const limit = monthlyCredits[tier];
      expect(summary.characterLimit).toBe(limit);
      expect(summary.extraCharacterAllowance).toBe(extraAllowance[tier]);

      const rights = { flag, permission };
      const allowed = flag && permission && (status === "active" || tier === "enterprise");
      expect(canExtendQuota(summary, rights)).toBe(allowed);
      const allowance = extraAllowance[tier];
      const ceiling = !allowed ? limit : allowance === null ? null : limit + allowance;
      expect(quotaCeiling(summary, rights)).toBe(ceiling);

      // Totals below, at and above the limit, and below, at and above the extended ceiling.
      const totals = [limit - 1, limit, limit + 1];
      if (ceiling !== null) totals.push(ceiling - 1, ceiling, ceiling + 1);
      else totals.push(limit + 1_000_000_000);
      for (const total of totals) {
        const over = ceiling !== null && total > ceiling;
        // The same total reached from a count below the limit and from a count already at it.
        expect(isOverQuota(summary, total - 1, 1, rights), `total ${total}`).toBe(over);
        if (total > limit)
          expect(isOverQuota(summary, limit, total - limit, rights), `total ${total}`).toBe(over);
        expect(isOverQuota(summary, 0, total, rights), `total ${total}`).toBe(over);
      }
    },
  );

  it("reports the extension it allows: the allowance (null = unlimited) when allowed, else 0", () => {
    for (const { tier, status, flag, permission } of rows) {
      const summary = summaryFor(tier, status);
      const rights = { flag, permission };
      expect(quotaExtension(summary, rights)).toBe(
        canExtendQuota(summary, rights) ? extraAllowance[tier] : 0,
      );
    }
  });
});

describe("the stored switches (extensionRightsOf)", () => {
  /** Spec 001 §6 and §4: usage-based billing from Creator on; not on Starter, grants, free or trial. */
  const usageBasedBilling: Record<SubscriptionTier, boolean> = {
    free: false,
    grant_tier_1_2025_07_23: false,
    grant_tier_2_2025_07_23: false,
    starter: false,
    creator: true,
    pro: true,
    growing_business: true,
    scale_2024_08_10: true,
    trial: false,
    enterprise: true,
  };

  it.each(subscriptionTiers)(
    "%s: flag as stored, permission where the plan bills usage and it is not revoked",
    (tier) => {
      for (const flag of [true, false]) {
        for (const allowed of [true, false]) {
          const workspace = testWorkspace({
            canExtendCharacterLimit: flag,
            allowedToExtendCharacterLimit: allowed,
          });
          expect(extensionRightsOf(workspace, tier)).toEqual({
            flag,
            permission: allowed && usageBasedBilling[tier],
          });
        }
      }
    },
  );

  it("defaults to the flag off: a new active Creator stops at its limit until it turns extension on", () => {
    const stored = testWorkspace({ tier: "creator", subscriptionStatus: "active" });
    const summary = summarizeSubscription(stored, now, undefined, "on");
    expect(summary.extensionRights).toEqual({ flag: false, permission: true });
    expect(isOverQuota(summary, 100_000, 1, summary.extensionRights)).toBe(true);
    const on = summarizeSubscription({ ...stored, canExtendCharacterLimit: true }, now, undefined, "on");
    expect(isOverQuota(on, 100_000, 1_000, on.extensionRights)).toBe(false);
    expect(on.creditLimitExtension).toBe(1_000);
  });
});

describe("the quota rule, by hand", () => {
  const held = { flag: true, permission: true };

  it("is over when the count plus the new text exceeds the limit", () => {
    const free = summaryFor("free", "free");
    expect(isOverQuota(free, 9_990, 10, held)).toBe(false);
    expect(isOverQuota(free, 9_990, 11, held)).toBe(true);
  });

  it("lets an active Creator go 1,000 past its 100,000 credits and no further", () => {
    const creator = summaryFor("creator", "active");
    expect(isOverQuota(creator, 100_000, 1_000, held)).toBe(false);
    expect(isOverQuota(creator, 100_000, 1_001, held)).toBe(true);
    expect(isOverQuota(creator, 100_500, 500, held)).toBe(false);
  });

  it("gives Starter nothing to extend into, even when active with the rights held", () => {
    expect(isOverQuota(summaryFor("starter", "active"), 30_000, 1, held)).toBe(true);
  });

  it("lets enterprise extend without a ceiling whatever its status, but not without the rights", () => {
    const enterprise = summaryFor("enterprise", "past_due");
    expect(isOverQuota(enterprise, 50_000_000, 1_000_000, held)).toBe(false);
    expect(isOverQuota(enterprise, 11_000_000, 1, { flag: false, permission: true })).toBe(true);
    expect(isOverQuota(enterprise, 11_000_000, 1, { flag: true, permission: false })).toBe(true);
  });

  it("refuses extension to a subscription that is not active (trial tier in trialing, Pro past due)", () => {
    expect(isOverQuota(summaryFor("trial", "trialing"), 11_000_000, 1, held)).toBe(true);
    expect(isOverQuota(summaryFor("pro", "past_due"), 500_000, 1, held)).toBe(true);
    expect(isOverQuota(summaryFor("pro", "active"), 500_000, 3_000, held)).toBe(false);
  });
});

describe("concurrencyLimitFor", () => {
  it("follows the tier and doubles for turbo models", () => {
    expect(concurrencyLimitFor("free", "standard")).toBe(2);
    expect(concurrencyLimitFor("starter", "standard")).toBe(3);
    expect(concurrencyLimitFor("creator", "turbo")).toBe(10);
    expect(concurrencyLimitFor("pro", "standard")).toBe(10);
    expect(concurrencyLimitFor("enterprise", "standard")).toBe(15);
    expect(concurrencyLimitFor("scale_2024_08_10", "turbo")).toBe(30);
  });

  it("gives every tier the catalogue's figure: 2, 3, 5, 10, 15, 15, and 15 for grants, trial, enterprise", () => {
    const expected: Record<SubscriptionTier, number> = {
      free: 2,
      grant_tier_1_2025_07_23: 15,
      grant_tier_2_2025_07_23: 15,
      starter: 3,
      creator: 5,
      pro: 10,
      growing_business: 15,
      scale_2024_08_10: 15,
      trial: 15,
      enterprise: 15,
    };
    for (const tier of subscriptionTiers) {
      expect(concurrencyLimitFor(tier, "standard")).toBe(expected[tier]);
      expect(concurrencyLimitFor(tier, "turbo")).toBe(expected[tier] * 2);
    }
  });
});
