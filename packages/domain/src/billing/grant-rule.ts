import { type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { addMonthsClamped } from "../credits/credit-periods.ts";
import type { PeriodCredits } from "../credits/rollover.ts";
import type { WorkspaceRecord } from "../records.ts";
import type { SubscriptionStatus } from "../workspaces/subscription-summary.ts";
import { withPreviousTier } from "./mirror-provider-subscription.ts";

/**
 * Grants (spec 001 §4): "replaces the subscription, lasts 12 months or until credits are used, then
 * moves to a post-grant plan (or free on cancellation)".
 *
 * A grant runs from `grantStartedAt` (set when the operator gives it) on one of the grant tiers. It
 * is over at the first of:
 *
 * - `expired`: 12 calendar months after `grantStartedAt` (`grantMonths`; a day the month lacks is
 *   clamped, as credit periods are). A grant without a recorded start (given before starts were
 *   recorded) does not expire by time.
 * - `credits_used`: its credits are used up. Grant credits refresh monthly like every plan's, so this
 *   reads the current credit period under the grant: the period has a limit (`character_limit` > 0)
 *   and its count has reached it (`character_count` >= `character_limit`, nothing left to spend).
 *   Grants cannot extend past their limit (no usage-based billing, spec 001 §4), so a grant workspace
 *   reaches this exactly when a request would otherwise be refused for lack of credits.
 *
 * It then moves to `postGrantTier`, or to free when none is set (or it is not a known, non-grant
 * tier) or when the grant was cancelled (a pending cancellation). The new plan starts a fresh
 * billing cycle at that moment (`billingAnchorAt`), as a subscription that starts does, so it gets its
 * own credits at once instead of the grant period's leftovers. The grant tier is not paid, so it
 * does not join `previously_subscribed_tiers` (a paid tier left behind joins it once, as for every
 * subscription change).
 */
export const grantMonths = 12;

export type GrantEnd = "expired" | "credits_used";

export const grantTiers = [
  "grant_tier_1_2025_07_23",
  "grant_tier_2_2025_07_23",
] as const satisfies readonly SubscriptionTier[];

export function isGrantTier(tier: string | null): boolean {
  return tier !== null && (grantTiers as readonly string[]).includes(tier);
}

/** When a grant started at `startedAt` expires by time. */
export function grantEndsAt(startedAt: Date): Date {
  return addMonthsClamped(startedAt, grantMonths);
}

/**
 * Why the workspace's grant is over at `now`, or null while it runs (and for a workspace not on a
 * grant). `credits` is the current period as the ledger says (`readCreditPeriod`).
 */
export function grantEndOf(
  workspace: Pick<WorkspaceRecord, "tier" | "grantStartedAt">,
  credits: PeriodCredits,
  now: Date,
): GrantEnd | null {
  if (!isGrantTier(workspace.tier)) return null;
  if (workspace.grantStartedAt && now >= grantEndsAt(workspace.grantStartedAt)) return "expired";
  if (credits.limit > 0 && credits.used >= credits.limit) return "credits_used";
  return null;
}

/** The plan a finished grant moves to: free on cancellation or without a usable post-grant tier. */
export function postGrantTierOf(
  workspace: Pick<WorkspaceRecord, "postGrantTier" | "pendingChangeKind">,
): SubscriptionTier {
  const next = workspace.postGrantTier;
  if (workspace.pendingChangeKind === "cancellation" || !next || isGrantTier(next)) return "free";
  return (subscriptionTiers as readonly string[]).includes(next) ? (next as SubscriptionTier) : "free";
}

/** The status the post-grant plan starts in, as the operator gave it: free, a trial, or an active plan. */
function postGrantStatus(tier: SubscriptionTier): SubscriptionStatus {
  if (tier === "free") return "free";
  return tier === "trial" ? "trialing" : "active";
}

/** The row change that ends a grant at `now` (see the module comment). */
export function grantEndPatch(workspace: WorkspaceRecord, now: Date): Partial<WorkspaceRecord> {
  const tier = postGrantTierOf(workspace);
  return {
    tier,
    subscriptionStatus: postGrantStatus(tier),
    billingAnchorAt: now,
    previouslySubscribedTiers: withPreviousTier(workspace, tier),
    grantStartedAt: null,
    postGrantTier: null,
    pendingChangeKind: null,
    pendingTier: null,
    pendingBillingPeriod: null,
    pendingChangeAt: null,
  };
}
