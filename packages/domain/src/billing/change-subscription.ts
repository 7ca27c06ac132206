import { messages, type PlanBillingPeriod, tierRank } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { SubscriptionRequest } from "../ports/payments.ts";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { tierOf } from "../workspaces/seats.ts";
import { actOnSubscription } from "./act-on-subscription.ts";
import { purchasableTier, requireNoOpenInvoices } from "./billing-guards.ts";

export interface SubscriptionChangeInput {
  subscriptionType: string;
  billingPeriod: PlanBillingPeriod;
  idempotencyKey?: string | null;
}

/**
 * `change-subscription` (spec 000 §7), with spec 000 §4's split: a lower tier, or annual to monthly,
 * is a downgrade, scheduled for the end of the billing period (the person keeps what they paid for);
 * anything else is an upgrade, made now and charged the prorated difference (a declined card changes
 * nothing: `card_declined`). Moving to free is a cancellation at the period's end. Whatever was
 * scheduled before is dropped first, so the new choice replaces it. Refused with an unpaid invoice
 * (spec 001 §8) and for the plan the workspace is already on.
 */
export async function changeSubscription(
  ctx: AuthenticatedContext,
  input: SubscriptionChangeInput,
): Promise<void> {
  const tier = purchasableTier(input.subscriptionType);
  const { billingPeriod } = input;
  await actOnSubscription(
    ctx,
    "change-subscription",
    input.idempotencyKey,
    async (workspace) => {
      if (tier === tierOf(workspace) && billingPeriod === workspace.billingPeriod)
        throw new DomainError("invalid_request", messages.sameSubscription);
      await requireNoOpenInvoices(ctx.ports.store, workspace);
    },
    async (request, workspace) => {
      const payments = ctx.ports.payments;
      if (workspace.pendingChangeKind) await payments.clearScheduledChanges(withStep(request, "clear"));
      if (tier === "free") return payments.cancelAtPeriodEnd(request);
      return isDowngrade(workspace, tier, billingPeriod)
        ? payments.scheduleSubscriptionChange({ ...request, tier, billingPeriod })
        : payments.changeSubscriptionNow({ ...request, tier, billingPeriod });
    },
  );
}

/** Spec 000 §4: "A lower target or annual-to-monthly leads to downgrade." */
function isDowngrade(
  workspace: WorkspaceRecord,
  tier: Parameters<typeof tierRank>[0],
  billingPeriod: PlanBillingPeriod,
): boolean {
  const current = tierOf(workspace);
  return (
    tierRank(tier) < tierRank(current) ||
    (workspace.billingPeriod === "annual_period" && billingPeriod === "monthly_period")
  );
}

/** A second provider call in one idempotent call gets its own key, derived so retries repeat it. */
function withStep(request: SubscriptionRequest, step: string): SubscriptionRequest {
  return { ...request, idempotencyKey: `${request.idempotencyKey}:${step}` };
}
