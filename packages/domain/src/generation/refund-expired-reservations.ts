import type { Ports } from "../context.ts";
import { refundReservation } from "./refund-charge.ts";

/** Reservations refunded per round, so one round never holds the database for long. */
const batchSize = 100;

/**
 * Refunds paid work that died with its process (kill -9, a crash, a lost machine): a reservation
 * whose lease ran out was never delivered, or delivery would have closed it, and no running process
 * renews it any more. The worker runs this at start-up and then periodically; several workers may
 * run it at once (closing a reservation decides who refunds it). Answers how many were refunded.
 */
export async function refundExpiredReservations(ports: Ports): Promise<number> {
  let refunded = 0;
  for (;;) {
    const expired = await ports.store.creditLedger.findExpiredReservations(ports.clock.now(), batchSize);
    let refundedNow = 0;
    for (const reservation of expired) {
      const ctx = { ports, workspaceId: reservation.workspaceId };
      if (await refundReservation(ctx, reservation.requestId)) refundedNow++;
    }
    refunded += refundedNow;
    // A full batch may have more behind it; one that refunded nothing would only be read again.
    if (expired.length < batchSize || refundedNow === 0) break;
  }
  if (refunded > 0) ports.logger.warn("refunded work that died with its process", { refunded });
  return refunded;
}
