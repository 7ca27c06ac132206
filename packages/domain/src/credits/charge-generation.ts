import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { settleCreditPeriod } from "./credit-period-state.ts";
import { isOverQuota } from "./quota-rule.ts";

/** The workspace's `character_count` just before and just after a charge (what history items report). */
export interface CharacterCountChange {
  from: number;
  to: number;
}

const quotaExceeded = (used: number, limit: number) =>
  new DomainError("quota_exceeded", messages.insufficientCredits, {
    extra: { character_used: used, character_limit: limit },
  });

/**
 * Charges a generation's credits before any synthesis, exactly once per request id. One
 * transaction locks the workspace row, so parallel requests are checked one after another and the
 * count never passes the limit: the workspace quota (spec 000 §5) and the API key's own
 * `character_limit` are checked, then the charge is written. A request id that was already charged
 * is not charged again. The period is settled first (its grant and rollover written, rollover.ts), so
 * the limit includes rolled-over credits. Extension past the limit needs the workspace's stored flag
 * and permission (spec 000 §5) and stops at the tier's extra allowance; what passes the limit is the
 * period's overage (`current_overage`). With billing off (`CHORUS_BILLING=off`) the summary has no
 * ceiling, so only an API key's own limit can refuse.
 */
export async function chargeGeneration(
  ctx: AuthenticatedContext,
  charge: { requestId: string; cost: number },
): Promise<CharacterCountChange | undefined> {
  const now = ctx.ports.clock.now();
  const apiKeyId = ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null;
  return ctx.ports.store.transaction(async (tx) => {
    const workspace = await tx.workspaces.lockById(ctx.workspaceId);
    if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
    if (await tx.creditLedger.findByRequest(charge.requestId, "charge")) return undefined;
    const period = await settleCreditPeriod(tx, workspace, now);
    const periodStart = period.start;
    const used = period.used;
    const summary = summarizeSubscription(workspace, now, period, ctx.ports.settings.billing);
    if (isOverQuota(summary, used, charge.cost, summary.extensionRights))
      throw quotaExceeded(used, summary.characterLimit);
    if (apiKeyId) {
      const key = await tx.apiKeys.findInWorkspace(workspace.id, apiKeyId);
      if (key?.characterLimit != null && key.characterCount + charge.cost > key.characterLimit) {
        throw quotaExceeded(key.characterCount, key.characterLimit);
      }
    }
    const inserted = await tx.creditLedger.insertOnce({
      id: newId(),
      workspaceId: workspace.id,
      apiKeyId,
      requestId: charge.requestId,
      kind: "charge",
      amount: charge.cost,
      periodStart,
      createdAt: now,
    });
    if (inserted && apiKeyId) await tx.apiKeys.addCharacterCount(apiKeyId, charge.cost);
    return inserted ? { from: used, to: used + charge.cost } : undefined;
  });
}
