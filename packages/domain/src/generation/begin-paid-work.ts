import type { AuthenticatedContext } from "../context.ts";
import { acquireGenerationSlot } from "./acquire-generation-slot.ts";
import { type PaidWork, PaidWorkInProgress, type PaidWorkOrder } from "./paid-work.ts";
import { leaseRenewalIntervalMs } from "./reservation-lease.ts";
import { reservationLedger } from "./reservation-ledger.ts";
import { reserveCredits } from "./reserve-credits.ts";

/** What a caller may do while its credits are being reserved. */
export interface PaidWorkStart {
  /**
   * Called once the concurrency slot is held, before the reservation: the work may begin (an engine's
   * first piece) but nothing may be delivered until this call's promise resolves. When the reservation is
   * refused the caller stops what it began; the slot bounded it.
   */
  onSlot?: () => void;
}

/**
 * Starts paid work, in the one order every metered product follows: a concurrency slot (a short
 * fair wait, else `too_many_concurrent_requests`), then the credits reserved under the quota rules
 * (else `quota_exceeded` or `payment_required`, with the slot given back). What follows — delivery,
 * refund, lease renewal, library usage — is the returned `PaidWork`'s. `start.onSlot` lets work that
 * delivers nothing yet run beside the reservation (a statement or two on the database).
 */
export async function beginPaidWork(
  ctx: AuthenticatedContext,
  order: PaidWorkOrder,
  start: PaidWorkStart = {},
): Promise<PaidWork> {
  const slot = order.concurrencyGroup
    ? await acquireGenerationSlot(ctx, { concurrencyGroup: order.concurrencyGroup })
    : undefined;
  try {
    start.onSlot?.();
    const countChange = await reserveCredits(ctx, {
      requestId: order.requestId,
      cost: order.cost,
      product: order.product,
    });
    return new PaidWorkInProgress(
      reservationLedger(ctx, order.requestId, order.spoken),
      order.requestId,
      slot,
      countChange,
      { renewEveryMs: leaseRenewalIntervalMs(ctx.ports.settings), logger: ctx.ports.logger },
    );
  } catch (error) {
    slot?.release();
    throw error;
  }
}
