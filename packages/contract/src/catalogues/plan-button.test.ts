import { describe, expect, it } from "vitest";
import type { Subscription } from "../operations/user/subscription-schemas.ts";
import { decidePlanButton, type PlanButtonInput, type PlanButtonSubscription } from "./plan-button.ts";
import { type PlanButtonAction, planButtonActions, planButtonLabels } from "./plan-button-labels.ts";
import { type PlanBillingPeriod, type SubscriptionTier, subscriptionTiers } from "./plans.ts";

const statuses: Subscription["status"][] = [
  "trialing",
  "active",
  "incomplete",
  "past_due",
  "free",
  "free_disabled",
];
const targetPeriods: PlanBillingPeriod[] = ["monthly_period", "annual_period"];
const currentPeriods: (PlanBillingPeriod | null)[] = ["monthly_period", "annual_period", null];

/** Spec 000 §4's tier order, written out again so the test does not read the code's copy. */
const tierOrder: SubscriptionTier[] = [
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
];
/** Plans sold for a period at a list price: only for these does the card's period matter. */
const periodic: SubscriptionTier[] = ["starter", "creator", "pro", "growing_business", "scale_2024_08_10"];
const grants: SubscriptionTier[] = ["grant_tier_1_2025_07_23", "grant_tier_2_2025_07_23"];

/** Spec 000 §4, one sentence per line, first match wins. */
function expectedAction({ current, target }: PlanButtonInput): PlanButtonAction {
  if (!current) return "sign_up"; // "Logged out goes to sign-up."
  const samePeriod = !periodic.includes(current.tier) || current.billingPeriod === target.billingPeriod;
  if (current.tier === target.tier && samePeriod) {
    // "same tier and period leads to renew if cancellation is pending, nothing if free or trial, else cancel"
    if (current.cancellationPending) return "renew";
    return current.tier === "free" || current.tier === "trial" ? "nothing" : "cancel";
  }
  if (grants.includes(current.tier)) return "upgrade_dialog"; // "A grant tier leads to an upgrade dialog."
  if (current.tier === "free" || current.tier === "trial") return "create"; // "Free, trial or grant goes to direct creation."
  const lower = tierOrder.indexOf(target.tier) < tierOrder.indexOf(current.tier);
  const annualToMonthly =
    current.billingPeriod === "annual_period" && target.billingPeriod === "monthly_period";
  // "A lower target or annual-to-monthly leads to downgrade (cancel the downgrade if already pending)."
  if (lower || annualToMonthly) return current.downgradePending ? "cancel_downgrade" : "downgrade";
  return "upgrade"; // "Otherwise upgrade."
}

const expectedLabel = (action: PlanButtonAction, target: SubscriptionTier): string =>
  ({
    nothing: "Subscribed",
    renew: "Do Not Cancel",
    cancel: "Cancel Subscription",
    cancel_downgrade: "Cancel Downgrade",
    create: "Subscribe",
    upgrade: "Upgrade",
    upgrade_dialog: "Upgrade",
    downgrade: "Downgrade",
    sign_up: target === "free" ? "Get Started Free" : "Start Today",
  })[action];

const targets = subscriptionTiers.flatMap((tier) =>
  targetPeriods.map((billingPeriod) => ({ tier, billingPeriod })),
);
const subscriptionsOf = (tier: SubscriptionTier): PlanButtonSubscription[] =>
  currentPeriods.flatMap((billingPeriod) =>
    statuses.flatMap((status) =>
      [false, true].flatMap((cancellationPending) =>
        [false, true].map((downgradePending) => ({
          tier,
          billingPeriod,
          status,
          cancellationPending,
          downgradePending,
        })),
      ),
    ),
  );
const rowsFor = (current: PlanButtonSubscription | null): PlanButtonInput[] =>
  targets.map((target) => ({ current, target }));
const allRows: PlanButtonInput[] = [
  ...rowsFor(null),
  ...subscriptionTiers.flatMap((tier) => subscriptionsOf(tier).flatMap(rowsFor)),
];

describe("the plan button (spec 000 §4) over every tier × period × state × target", () => {
  it("has every row: signed out × 20 targets, and 10 tiers × 3 periods × 6 statuses × 4 pending states × 20 targets", () => {
    expect(allRows).toHaveLength(20 + 10 * 3 * 6 * 4 * 20);
  });

  it("sends a signed-out visitor to sign-up on every card", () => {
    for (const row of rowsFor(null)) {
      expect(decidePlanButton(row)).toEqual({
        action: "sign_up",
        label: row.target.tier === "free" ? "Get Started Free" : "Start Today",
      });
    }
  });

  it.each(subscriptionTiers)("follows the rule for every row of a %s workspace", (tier) => {
    for (const row of subscriptionsOf(tier).flatMap(rowsFor)) {
      const action = expectedAction(row);
      expect(decidePlanButton(row), JSON.stringify(row)).toEqual({
        action,
        label: expectedLabel(action, row.target.tier),
      });
    }
  });

  it("does not depend on the status", () => {
    for (const row of allRows) {
      if (!row.current) continue;
      const withActive = { ...row, current: { ...row.current, status: "active" as const } };
      expect(decidePlanButton(row)).toEqual(decidePlanButton(withActive));
    }
  });

  it("uses every action and every one of the spec's nine labels somewhere in the table", () => {
    const decisions = allRows.map(decidePlanButton);
    expect(new Set(decisions.map((d) => d.action))).toEqual(new Set(planButtonActions));
    expect(new Set(decisions.map((d) => d.label))).toEqual(
      new Set([
        "Subscribed",
        "Do Not Cancel",
        "Cancel Subscription",
        "Cancel Downgrade",
        "Subscribe",
        "Upgrade",
        "Downgrade",
        "Start Today",
        "Get Started Free",
      ]),
    );
    expect(new Set(Object.values(planButtonLabels))).toEqual(new Set(decisions.map((d) => d.label)));
  });
});

describe("the plan button, by hand (one row per branch)", () => {
  const on = (
    tier: SubscriptionTier,
    billingPeriod: PlanBillingPeriod | null,
    pending: Partial<Pick<PlanButtonSubscription, "cancellationPending" | "downgradePending">> = {},
  ): PlanButtonSubscription => ({
    tier,
    billingPeriod,
    status: tier === "free" ? "free" : tier === "trial" ? "trialing" : "active",
    cancellationPending: false,
    downgradePending: false,
    ...pending,
  });
  const card = (tier: SubscriptionTier, billingPeriod: PlanBillingPeriod = "monthly_period") => ({
    tier,
    billingPeriod,
  });
  const decide = (current: PlanButtonSubscription | null, target: PlanButtonInput["target"]) =>
    decidePlanButton({ current, target });

  it("signed out: Get Started Free on the free card, Start Today on a paid one", () => {
    expect(decide(null, card("free"))).toEqual({ action: "sign_up", label: "Get Started Free" });
    expect(decide(null, card("creator", "annual_period"))).toEqual({
      action: "sign_up",
      label: "Start Today",
    });
  });

  it("same plan with a cancellation pending: renew (Do Not Cancel)", () => {
    expect(decide(on("creator", "monthly_period", { cancellationPending: true }), card("creator"))).toEqual({
      action: "renew",
      label: "Do Not Cancel",
    });
  });

  it("same plan on free or trial: nothing (Subscribed), whichever period the switch shows", () => {
    expect(decide(on("free", null), card("free"))).toEqual({ action: "nothing", label: "Subscribed" });
    expect(decide(on("free", null), card("free", "annual_period")).action).toBe("nothing");
    expect(decide(on("trial", null), card("trial")).action).toBe("nothing");
  });

  it("same paid plan and period: cancel (Cancel Subscription), even with a downgrade pending", () => {
    expect(decide(on("pro", "annual_period"), card("pro", "annual_period"))).toEqual({
      action: "cancel",
      label: "Cancel Subscription",
    });
    expect(decide(on("pro", "monthly_period", { downgradePending: true }), card("pro")).action).toBe(
      "cancel",
    );
  });

  it("a grant: upgrade dialog (Upgrade) on another card", () => {
    expect(decide(on("grant_tier_1_2025_07_23", null), card("creator"))).toEqual({
      action: "upgrade_dialog",
      label: "Upgrade",
    });
    expect(decide(on("grant_tier_2_2025_07_23", null), card("free")).action).toBe("upgrade_dialog");
  });

  it("free or trial: direct creation (Subscribe)", () => {
    expect(decide(on("free", null), card("creator"))).toEqual({ action: "create", label: "Subscribe" });
    expect(decide(on("trial", null), card("pro", "annual_period")).action).toBe("create");
  });

  it("a lower card: downgrade, or cancel the downgrade when one is pending", () => {
    expect(decide(on("pro", "monthly_period"), card("creator"))).toEqual({
      action: "downgrade",
      label: "Downgrade",
    });
    expect(decide(on("pro", "monthly_period", { downgradePending: true }), card("creator"))).toEqual({
      action: "cancel_downgrade",
      label: "Cancel Downgrade",
    });
    expect(decide(on("creator", "monthly_period"), card("free")).action).toBe("downgrade");
    expect(decide(on("enterprise", null), card("scale_2024_08_10")).action).toBe("downgrade");
  });

  it("annual to monthly: downgrade, on the same tier and on a higher one", () => {
    expect(decide(on("creator", "annual_period"), card("creator", "monthly_period")).action).toBe(
      "downgrade",
    );
    expect(decide(on("creator", "annual_period"), card("pro", "monthly_period")).action).toBe("downgrade");
  });

  it("otherwise: upgrade (Upgrade), including monthly to annual on the same tier", () => {
    expect(decide(on("starter", "monthly_period"), card("creator"))).toEqual({
      action: "upgrade",
      label: "Upgrade",
    });
    expect(decide(on("creator", "monthly_period"), card("creator", "annual_period")).action).toBe("upgrade");
    // A pending cancellation only matters on the plan being cancelled.
    expect(
      decide(on("creator", "monthly_period", { cancellationPending: true }), card("pro", "annual_period"))
        .action,
    ).toBe("upgrade");
  });
});
