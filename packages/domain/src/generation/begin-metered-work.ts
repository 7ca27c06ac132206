import type { UsageProduct } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { growMeteredReservation } from "./grow-metered-reservation.ts";
import { refundReservation } from "./refund-charge.ts";
import { leaseEndFrom, leaseRenewalIntervalMs } from "./reservation-lease.ts";
import { reserveCredits } from "./reserve-credits.ts";

/** Paid work charged by use while it runs (a conversation, by the second). */
export interface MeteredWork {
  readonly requestId: string;
  /** The credits reserved so far: the most the work may use until it grows. */
  readonly reserved: number;
  /**
   * Makes sure at least `credits` are reserved, growing the reservation a block at a time (never past
   * the order's maximum); false when the quota refuses more.
   */
  ensure(credits: number): Promise<boolean>;
  /**
   * Records the credits used so far (never more than reserved, never less than before) and renews the
   * lease. Written to the reservation, so a crash after it refunds only what was not used.
   */
  use(credits: number): Promise<void>;
  /** The work is over: `credits` stand, the rest of the reservation is refunded. Idempotent. */
  end(credits: number): Promise<void>;
}

export interface MeteredWorkOrder {
  requestId: string;
  /** The most the work may cost (a conversation's maximum duration at its rate). */
  maximumCost: number;
  /**
   * Reserved at a time: the first block at the start, more as the work runs. Smaller than the maximum
   * so that one running call does not hold the whole quota (a free workspace can run two).
   */
  blockCost: number;
  /** Below this the work is not worth starting: the quota refusal comes instead. */
  minimumCost: number;
  product: UsageProduct;
}

/**
 * Starts metered work in the one home of paid work: the credits are reserved under the quota rules
 * (`quota_exceeded` or `payment_required` refuse it), the reservation records its use as the work
 * runs and renews its lease meanwhile, and ending it refunds what was not used. If the process dies,
 * the lease runs out and the worker's sweep refunds the unused rest (refund-expired-reservations.ts),
 * so the ledger ends with exactly the use last recorded.
 */
export async function beginMeteredWork(
  ctx: AuthenticatedContext,
  order: MeteredWorkOrder,
): Promise<MeteredWork> {
  const change = await reserveCredits(ctx, {
    requestId: order.requestId,
    cost: Math.min(order.maximumCost, order.blockCost),
    product: order.product,
    metered: { minimumCost: order.minimumCost },
  });
  let reserved = change ? change.to - change.from : Math.min(order.maximumCost, order.blockCost);
  const { store, clock, settings, logger } = ctx.ports;
  let used = 0;
  let ended: Promise<void> | undefined;
  let recording: Promise<unknown> = Promise.resolve();
  const record = (credits: number) => {
    used = Math.min(reserved, Math.max(used, Math.ceil(credits)));
    const value = used;
    // One write at a time, in order, so a later figure is never overwritten by an earlier one.
    recording = recording
      .then(() =>
        store.creditLedger.meterReservation(order.requestId, value, leaseEndFrom(clock.now(), settings)),
      )
      .catch((error) =>
        logger.error("could not record metered use", { requestId: order.requestId, err: error }),
      );
    return recording.then(() => undefined);
  };
  const renewal = setInterval(() => void record(used), leaseRenewalIntervalMs(settings));
  renewal.unref?.();
  return {
    requestId: order.requestId,
    get reserved() {
      return reserved;
    },
    async ensure(credits) {
      while (reserved < credits && reserved < order.maximumCost && !ended) {
        const more = Math.min(order.blockCost, order.maximumCost - reserved);
        if (!(await growMeteredReservation(ctx, order.requestId, more))) return false;
        reserved += more;
      }
      return reserved >= credits;
    },
    use: (credits) => (ended ? Promise.resolve() : record(credits)),
    end(credits) {
      ended ??= (async () => {
        clearInterval(renewal);
        await record(credits);
        // Closing the reservation writes the refund of what was not used (refund-charge.ts).
        await refundReservation(ctx, order.requestId);
      })();
      return ended;
    },
  };
}
