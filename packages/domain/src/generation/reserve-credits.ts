import { messages, type UsageProduct } from "@chorus/contract";
import { endFinishedGrant } from "../billing/end-finished-grant.ts";
import type { AuthenticatedContext } from "../context.ts";
import { settleCreditPeriod } from "../credits/credit-period-state.ts";
import { paymentProblemError, paymentProblemOf } from "../credits/payment-problem.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { creditRefusal } from "./credit-refusals.ts";
import { leaseEndFrom } from "./reservation-lease.ts";

/** The workspace's `character_count` just before and just after a charge (what history items report). */
export interface CharacterCountChange {
  from: number;
  to: number;
}

/** One piece of paid work's charge: its request id (charged once), its credits and the product it is for. */
export interface GenerationCharge {
  requestId: string;
  cost: number;
  /** Recorded on the ledger row (and its refund) for usage by product (`GET /v1/usage/character-stats`). */
  product: UsageProduct;
  /**
   * Metered work (a conversation): `cost` is the most it may use, and any amount down to
   * `minimumCost` is reserved when the quota has less left; the reservation records its use as it
   * runs (ports `meterReservation`). The count change tells how much was reserved.
   */
  metered?: { minimumCost: number };
}

/**
 * Reserves paid work's credits before the work starts, exactly once per request id: a `charge` row
 * with a lease, which counts toward the quota at once. The work's lifecycle (paid-work.ts) renews the
 * lease while it runs and closes the reservation when the result is delivered (the charge stands) or
 * refunds it; a reservation whose process died is refunded by the worker once its lease has passed
 * (refund-expired-reservations.ts). One transaction locks the workspace row, so parallel requests are
 * checked one after another and the count never passes the limit:
 *
 * 1. A grant that is over ends first (billing/grant-rule.ts), so the charge counts under the plan
 *    that follows it.
 * 2. A payment problem (spec 000 §4: incomplete, past_due, free_disabled; not enterprise) refuses
 *    with `payment_required` before anything is charged.
 * 3. The period is settled (its grant and rollover written, rollover.ts), so the limit includes
 *    rolled-over credits; then the workspace quota (spec 000 §5) and the API key's own
 *    `character_limit` are checked, and the charge is written with its product.
 *
 * A request id that was already charged is not charged again. Extension past the limit needs the
 * workspace's stored flag and permission (spec 000 §5) and stops at the tier's extra allowance; what
 * passes the limit is the period's overage (`current_overage`). With billing off
 * (`CHORUS_BILLING=off`) the summary has no ceiling and no payment problem, so only an API key's own
 * limit can refuse. A refusal is thrown after the transaction commits, so an ended grant and a
 * settled period stay written (both are idempotent) while no charge is.
 */
export async function reserveCredits(
  ctx: AuthenticatedContext,
  charge: GenerationCharge,
): Promise<CharacterCountChange | undefined> {
  const now = ctx.ports.clock.now();
  const apiKeyId = ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null;
  const outcome = await ctx.ports.store.transaction(
    async (tx): Promise<{ refusal: DomainError } | { change: CharacterCountChange | undefined }> => {
      const locked = await tx.workspaces.lockById(ctx.workspaceId);
      if (!locked) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
      if (await tx.creditLedger.findByRequest(charge.requestId, "charge")) return { change: undefined };
      const quota = await readQuota(tx, ctx, locked, now);
      if (quota.refusal) return { refusal: quota.refusal };
      const { workspace, period, used, summary, key } = quota;
      const cost = charge.metered
        ? largestAllowedCost(
            charge.metered.minimumCost,
            charge.cost,
            (c) => !creditRefusal(summary, used, c, key),
          )
        : charge.cost;
      const refusal = creditRefusal(summary, used, cost, key);
      if (refusal) return { refusal };
      const inserted = await tx.creditLedger.insertOnce({
        id: newId(),
        workspaceId: workspace.id,
        apiKeyId,
        requestId: charge.requestId,
        kind: "charge",
        amount: cost,
        periodStart: period.start,
        product: charge.product,
        createdAt: now,
        leaseExpiresAt: leaseEndFrom(now, ctx.ports.settings),
        meteredAmount: charge.metered ? 0 : null,
      });
      if (inserted && apiKeyId) await tx.apiKeys.addCharacterCount(apiKeyId, cost);
      return { change: inserted ? { from: used, to: used + cost } : undefined };
    },
  );
  if ("refusal" in outcome) throw outcome.refusal;
  return outcome.change;
}

/**
 * The largest cost from `minimum` to `maximum` that `allowed` accepts (the quota rules are monotonic:
 * less is allowed whenever more is); `minimum` itself when none is, so its refusal is the answer.
 */
function largestAllowedCost(minimum: number, maximum: number, allowed: (cost: number) => boolean): number {
  if (allowed(maximum)) return maximum;
  let low = minimum;
  let high = maximum;
  if (!allowed(low)) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (allowed(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The workspace's quota as a charge sees it, inside the transaction that locked the workspace: a
 * finished grant ended, a payment problem refused, the period settled (rollover included), and the
 * API key's own limit. Shared by every charge and by a metered reservation that grows.
 */
export async function readQuota(
  tx: Repositories,
  ctx: Pick<AuthenticatedContext, "ports" | "actor">,
  locked: WorkspaceRecord,
  now: Date,
) {
  const billing = ctx.ports.settings.billing;
  const apiKeyId = ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null;
  const workspace = await endFinishedGrant(tx, locked, now, billing);
  const problem = paymentProblemOf(summarizeSubscription(workspace, now, undefined, billing));
  if (problem) return { refusal: paymentProblemError(problem) };
  const period = await settleCreditPeriod(tx, workspace, now);
  const summary = summarizeSubscription(workspace, now, period, billing);
  const key = apiKeyId ? await tx.apiKeys.findInWorkspace(workspace.id, apiKeyId) : undefined;
  return { workspace, period, used: period.used, summary, key };
}
