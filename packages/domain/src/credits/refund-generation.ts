import type { AuthenticatedContext } from "../context.ts";
import { newId } from "../shared/ids.ts";
import { currentPeriodStart } from "./billing-period.ts";

/**
 * Gives back the credits of a generation that failed or whose client left before the audio was
 * complete. At most once per request id, and only when it was charged; the API key's count goes back
 * down with it. While the charge's period is current the refund counts in it (the count goes down).
 * Once that period has ended its rollover may already be written, so the credits come back as an
 * `adjustment` of the current period instead (its limit goes up): a closed period never changes. The
 * workspace row is locked, as for a charge, so the two ways cannot both happen.
 */
export async function refundGeneration(
  ctx: Pick<AuthenticatedContext, "ports" | "workspaceId">,
  requestId: string,
): Promise<void> {
  await ctx.ports.store.transaction(async (tx) => {
    const charge = await tx.creditLedger.findByRequest(requestId, "charge");
    if (!charge || charge.workspaceId !== ctx.workspaceId) return;
    const workspace = await tx.workspaces.lockById(charge.workspaceId);
    if (!workspace) return;
    if (await tx.creditLedger.findByRequest(requestId, "refund")) return;
    if (await tx.creditLedger.findByRequest(requestId, "adjustment")) return;
    const now = ctx.ports.clock.now();
    const periodStart = currentPeriodStart(workspace, now);
    const late = periodStart.getTime() !== charge.periodStart.getTime();
    const inserted = await tx.creditLedger.insertOnce({
      id: newId(),
      workspaceId: charge.workspaceId,
      apiKeyId: charge.apiKeyId,
      requestId,
      kind: late ? "adjustment" : "refund",
      amount: charge.amount,
      periodStart: late ? periodStart : charge.periodStart,
      // Usage by product nets refunds against their charge; the late adjustment is a refund too.
      product: charge.product,
      createdAt: now,
    });
    if (inserted && charge.apiKeyId) await tx.apiKeys.addCharacterCount(charge.apiKeyId, -charge.amount);
  });
}
