import type { Subscription } from "../operations/user/subscription-schemas.ts";
import { type PlanButtonAction, type PlanButtonLabel, planButtonLabelFor } from "./plan-button-labels.ts";
import { type PlanBillingPeriod, planFor, type SubscriptionTier, tierRank } from "./plans.ts";

/*
 * Shared by the server and the web app (which may import only the contract): the pricing cards
 * show exactly the button the server's rules expect.
 */

/** The signed-in workspace's subscription, as far as the plan button needs it. */
export interface PlanButtonSubscription {
  tier: SubscriptionTier;
  /** null for a plan without a billing period (free, grants, trial, enterprise). */
  billingPeriod: PlanBillingPeriod | null;
  status: Subscription["status"];
  /** A cancellation at period end is scheduled. */
  cancellationPending: boolean;
  /** A downgrade at period end is scheduled. */
  downgradePending: boolean;
}

export interface PlanButtonInput {
  /** null when nobody is signed in. */
  current: PlanButtonSubscription | null;
  /** The card's plan and the period the monthly/annual switch shows. */
  target: { tier: SubscriptionTier; billingPeriod: PlanBillingPeriod };
}

export interface PlanButton {
  action: PlanButtonAction;
  label: PlanButtonLabel;
}

const isGrant = (tier: SubscriptionTier) =>
  tier === "grant_tier_1_2025_07_23" || tier === "grant_tier_2_2025_07_23";

/**
 * Only plans sold at a list price for a period have one (starter to Business). For free, grants,
 * trial and enterprise the card's monthly/annual switch means nothing, so "same tier and period" is
 * the same tier: otherwise the free card of a free workspace, under the annual switch, would fall
 * through to "direct creation" of the free plan.
 */
const hasBillingPeriod = (tier: SubscriptionTier) => {
  const prices = planFor(tier).prices;
  return prices !== null && prices.usd.monthly > 0;
};

const isSamePlan = (current: PlanButtonSubscription, target: PlanButtonInput["target"]) =>
  current.tier === target.tier &&
  (!hasBillingPeriod(current.tier) || current.billingPeriod === target.billingPeriod);

/**
 * Spec 000 §4 "Plan button", rule by rule in the spec's order (the first that applies wins):
 * 1. Logged out goes to sign-up (checked first: without a workspace no other rule can be read).
 * 2. Same tier and period: renew if a cancellation is pending, nothing if free or trial, else cancel.
 * 3. A grant tier leads to an upgrade dialog.
 * 4. Free, trial (or grant, already taken by rule 3) goes to direct creation.
 * 5. A lower target (spec 000 §4 tier order) or annual-to-monthly leads to downgrade, or to cancelling
 *    the downgrade if one is already pending.
 * 6. Otherwise upgrade.
 * "Free or trial" names tiers, as the spec's tier list spells them; the status (`trialing`, a
 * payment problem) does not change the button: payment problems are the banner's and the refusing
 * calls' business, not the card's.
 */
export function planButtonAction({ current, target }: PlanButtonInput): PlanButtonAction {
  if (current === null) return "sign_up";
  if (isSamePlan(current, target)) {
    if (current.cancellationPending) return "renew";
    if (current.tier === "free" || current.tier === "trial") return "nothing";
    return "cancel";
  }
  if (isGrant(current.tier)) return "upgrade_dialog";
  if (current.tier === "free" || current.tier === "trial") return "create";
  const lower = tierRank(target.tier) < tierRank(current.tier);
  const annualToMonthly =
    current.billingPeriod === "annual_period" && target.billingPeriod === "monthly_period";
  if (lower || annualToMonthly) return current.downgradePending ? "cancel_downgrade" : "downgrade";
  return "upgrade";
}

/** The plan button of a pricing card: what it does and its label (the contract's label catalogue). */
export function decidePlanButton(input: PlanButtonInput): PlanButton {
  const action = planButtonAction(input);
  return { action, label: planButtonLabelFor(action, input.target.tier) };
}
