import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { creditRefusal } from "./credit-refusals.ts";
import { readQuota } from "./reserve-credits.ts";

/**
 * Grows a metered reservation by `credits` under the same quota rules as a new charge (one
 * transaction, the workspace locked): false when the quota, a payment problem or the API key's
 * limit refuses it, or the reservation is no longer open.
 */
export async function growMeteredReservation(
  ctx: AuthenticatedContext,
  requestId: string,
  credits: number,
): Promise<boolean> {
  const now = ctx.ports.clock.now();
  return ctx.ports.store.transaction(async (tx) => {
    const locked = await tx.workspaces.lockById(ctx.workspaceId);
    if (!locked) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
    const quota = await readQuota(tx, ctx, locked, now);
    if (quota.refusal) return false;
    if (creditRefusal(quota.summary, quota.used, credits, quota.key)) return false;
    if (!(await tx.creditLedger.growReservation(requestId, credits))) return false;
    if (quota.key) await tx.apiKeys.addCharacterCount(quota.key.id, credits);
    return true;
  });
}
