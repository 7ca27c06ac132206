import type { AuthenticatedContext } from "../context.ts";
import type { SpokenGeneration } from "../voices/library/record-library-usage.ts";
import { countLibraryUsage } from "../voices/library/record-library-usage.ts";
import type { RecordDelivery, ReservationLedger } from "./paid-work.ts";
import { refundReservation } from "./refund-charge.ts";
import { leaseEndFrom } from "./reservation-lease.ts";

/**
 * The credit ledger as one reservation's lifecycle sees it. Delivery closes the reservation and
 * writes the result's rows and the library voices' usage in one transaction: a crash leaves either
 * all of them (the charge stands) or none (the reservation expires and is refunded).
 */
export function reservationLedger(
  ctx: Pick<AuthenticatedContext, "ports" | "workspaceId">,
  requestId: string,
  spoken: SpokenGeneration | undefined,
): ReservationLedger {
  const { store, clock, settings } = ctx.ports;
  return {
    confirm: (record?: RecordDelivery) =>
      store.transaction(async (tx) => {
        if (!(await tx.creditLedger.closeReservation(requestId))) return false;
        await record?.(tx);
        if (spoken) await countLibraryUsage(tx, spoken, clock.now());
        return true;
      }),
    refund: () => refundReservation(ctx, requestId),
    renew: () => store.creditLedger.renewLease(requestId, leaseEndFrom(clock.now(), settings)),
  };
}
