import type { AuthenticatedContext } from "../context.ts";
import { currentPeriodStart } from "../credits/billing-period.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { newId } from "../shared/ids.ts";

type RefundContext = Pick<AuthenticatedContext, "ports" | "workspaceId">;

/**
 * Writes the refund of the workspace's charge for `requestId` inside `tx`: at most once, and only
 * when it was charged; the API key's count goes back down with it. While the charge's period is
 * current the refund counts in it (the count goes down). Once that period has ended its rollover may
 * already be written, so the credits come back as an `adjustment` of the current period instead (its
 * limit goes up): a closed period never changes. The caller holds the workspace row's lock, as a
 * charge does, so the two ways cannot both happen.
 */
async function writeRefund(
  tx: Repositories,
  ctx: RefundContext,
  workspace: WorkspaceRecord,
  requestId: string,
): Promise<boolean> {
  const charge = await tx.creditLedger.findByRequest(requestId, "charge");
  if (!charge || charge.workspaceId !== ctx.workspaceId) return false;
  if (await tx.creditLedger.findByRequest(requestId, "refund")) return false;
  if (await tx.creditLedger.findByRequest(requestId, "adjustment")) return false;
  // Metered work (a conversation) keeps what it used: only the rest of its reservation comes back.
  const amount = charge.amount - (charge.meteredAmount ?? 0);
  if (amount <= 0) return false;
  const now = ctx.ports.clock.now();
  const periodStart = currentPeriodStart(workspace, now);
  const late = periodStart.getTime() !== charge.periodStart.getTime();
  const inserted = await tx.creditLedger.insertOnce({
    id: newId(),
    workspaceId: charge.workspaceId,
    apiKeyId: charge.apiKeyId,
    requestId,
    kind: late ? "adjustment" : "refund",
    amount,
    periodStart: late ? periodStart : charge.periodStart,
    // Usage by product nets refunds against their charge; the late adjustment is a refund too.
    product: charge.product,
    createdAt: now,
  });
  if (inserted && charge.apiKeyId) await tx.apiKeys.addCharacterCount(charge.apiKeyId, -amount);
  return inserted;
}

/**
 * Refunds paid work whose result was never delivered, if its reservation is still open: closing the
 * reservation and writing the refund are one transaction, and closing it is what decides between
 * delivery and refund (ports/repositories.ts `closeReservation`), so a result that was delivered a
 * moment earlier keeps its charge. Answers whether this call refunded it.
 */
export function refundReservation(ctx: RefundContext, requestId: string): Promise<boolean> {
  return ctx.ports.store.transaction(async (tx) => {
    // The workspace first, in the order a charge takes its locks.
    const workspace = await tx.workspaces.lockById(ctx.workspaceId);
    if (!workspace || !(await tx.creditLedger.closeReservation(requestId))) return false;
    return writeRefund(tx, ctx, workspace, requestId);
  });
}

/**
 * Refunds a charge whatever became of its reservation: for work that was handed to a durable
 * background job (a queued transcription) which then gave up. At most once per request id.
 */
export function refundCharge(ctx: RefundContext, requestId: string): Promise<boolean> {
  return ctx.ports.store.transaction(async (tx) => {
    const workspace = await tx.workspaces.lockById(ctx.workspaceId);
    if (!workspace) return false;
    await tx.creditLedger.closeReservation(requestId);
    return writeRefund(tx, ctx, workspace, requestId);
  });
}
