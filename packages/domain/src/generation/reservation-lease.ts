import type { DomainSettings } from "../context.ts";

/** When a reservation made (or renewed) at `now` runs out unless renewed again. */
export const leaseEndFrom = (now: Date, settings: Pick<DomainSettings, "reservationLeaseSeconds">) =>
  new Date(now.getTime() + settings.reservationLeaseSeconds * 1000);

/**
 * How often running work renews its lease: three times per lease, so one slow or failed renewal
 * (a busy database) does not let a live reservation expire under its work.
 */
export const leaseRenewalIntervalMs = (settings: Pick<DomainSettings, "reservationLeaseSeconds">) =>
  (settings.reservationLeaseSeconds * 1000) / 3;
