import { planFor, type SubscriptionTier } from "@chorus/contract";
import { settleCreditPeriod } from "../credits/credit-period-state.ts";
import type { ProviderSubscription } from "../ports/payments.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { tierOf } from "../workspaces/seats.ts";

/** `previously_subscribed_tiers` after leaving `from` for `to`: a paid tier left behind joins it once. */
export function withPreviousTier(workspace: WorkspaceRecord, to: SubscriptionTier): string[] {
  const from = tierOf(workspace);
  const history = workspace.previouslySubscribedTiers;
  return from !== to && planFor(from).paid && !history.includes(from) ? [...history, from] : history;
}

/**
 * Before the tier changes, the credit periods up to `until` are written down under the tier they ran
 * on (periods are otherwise settled lazily, under whatever tier the workspace has when first read, so a
 * downgrade would be read back into the months before it).
 */
async function settleBeforeTierChange(
  tx: Pick<Repositories, "creditLedger">,
  workspace: WorkspaceRecord,
  to: SubscriptionTier,
  until: Date,
): Promise<void> {
  if (tierOf(workspace) !== to) await settleCreditPeriod(tx, workspace, until);
}

const justBefore = (instant: Date, now: Date) => new Date(Math.min(now.getTime(), instant.getTime() - 1));

/**
 * Copies the provider's subscription onto the workspace (under its row lock): tier, status, currency,
 * period, ids, the change scheduled for the period's end, and the discount. The billing cycle (and
 * with it the credit periods) restarts at the provider's period start when a subscription starts or
 * its billing period changes, so a free workspace that pays gets a fresh period with the new plan's
 * credits. Everything else keeps the cycle, and an upgrade mid-period tops the period's grant up
 * (credits/rollover.ts). Applying the same subscription twice changes nothing. A tier change settles
 * the periods before the provider's current period under the old tier first, so a downgrade at renewal
 * starts the new period on the new plan with nothing rolled over from a richer one.
 */
export async function mirrorProviderSubscription(
  tx: Pick<Repositories, "workspaces" | "creditLedger">,
  workspace: WorkspaceRecord,
  subscription: ProviderSubscription,
  now: Date,
): Promise<WorkspaceRecord> {
  await settleBeforeTierChange(
    tx,
    workspace,
    subscription.tier,
    justBefore(subscription.currentPeriodStart, now),
  );
  const starts =
    workspace.paymentSubscriptionId !== subscription.subscriptionId ||
    workspace.billingPeriod !== subscription.billingPeriod;
  const scheduled = subscription.scheduled;
  return tx.workspaces.update(workspace.id, {
    tier: subscription.tier,
    subscriptionStatus: subscription.status,
    currency: subscription.currency,
    billingPeriod: subscription.billingPeriod,
    ...(starts ? { billingAnchorAt: subscription.currentPeriodStart } : {}),
    paymentCustomerId: subscription.customerId,
    paymentSubscriptionId: subscription.subscriptionId,
    previouslySubscribedTiers: withPreviousTier(workspace, subscription.tier),
    pendingChangeKind: scheduled?.kind ?? null,
    pendingTier: scheduled?.kind === "change" ? scheduled.tier : null,
    pendingBillingPeriod: scheduled?.kind === "change" ? scheduled.billingPeriod : null,
    pendingChangeAt: scheduled ? subscription.currentPeriodEnd : null,
    discountPercentOff: subscription.discount?.percentOff ?? null,
    discountAmountOffCents: subscription.discount?.amountOffCents ?? null,
  });
}

/**
 * The subscription ended (cancelled at its period's end, or never paid): the workspace goes back to
 * free. The customer is kept, so a later checkout reuses it and its invoices stay together.
 */
export async function endProviderSubscription(
  tx: Pick<Repositories, "workspaces" | "creditLedger">,
  workspace: WorkspaceRecord,
  now: Date,
): Promise<WorkspaceRecord> {
  await settleBeforeTierChange(tx, workspace, "free", justBefore(workspace.pendingChangeAt ?? now, now));
  return tx.workspaces.update(workspace.id, {
    tier: "free",
    subscriptionStatus: "free",
    billingPeriod: "monthly_period",
    paymentSubscriptionId: null,
    previouslySubscribedTiers: withPreviousTier(workspace, "free"),
    pendingChangeKind: null,
    pendingTier: null,
    pendingBillingPeriod: null,
    pendingChangeAt: null,
    discountPercentOff: null,
    discountAmountOffCents: null,
  });
}
