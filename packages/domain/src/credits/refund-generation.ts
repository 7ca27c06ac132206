import type { AuthenticatedContext } from "../context.ts";
import { newId } from "../shared/ids.ts";

/**
 * Gives back the credits of a generation that failed or whose client left before the audio was
 * complete. At most once per request id, and only when it was charged; the refund counts in the
 * period of the charge, and the API key's count goes back down with it.
 */
export async function refundGeneration(ctx: AuthenticatedContext, requestId: string): Promise<void> {
  await ctx.ports.store.transaction(async (tx) => {
    const charge = await tx.creditLedger.findByRequest(requestId, "charge");
    if (!charge || charge.workspaceId !== ctx.workspaceId) return;
    const inserted = await tx.creditLedger.insertOnce({
      id: newId(),
      workspaceId: charge.workspaceId,
      apiKeyId: charge.apiKeyId,
      requestId,
      kind: "refund",
      amount: charge.amount,
      periodStart: charge.periodStart,
      createdAt: ctx.ports.clock.now(),
    });
    if (inserted && charge.apiKeyId) await tx.apiKeys.addCharacterCount(charge.apiKeyId, -charge.amount);
  });
}
