import type { Subscription } from "@chorus/contract";
import { useSyncExternalStore } from "react";
import { hasCode } from "../../lib/api/api-error.ts";

/*
 * A server may run without billing (`CHORUS_BILLING=off`): then every workspace reads as an active
 * enterprise workspace and the billing calls answer 403 `billing_disabled`. Either sign hides the
 * pricing cards and checkout, and the screens show usage only.
 */

let billingDisabledSeen = false;
const listeners = new Set<() => void>();

/** Call with any billing call's error: a `billing_disabled` answer switches the screens to usage only. */
export function noteBillingError(error: unknown): void {
  if (!billingDisabledSeen && hasCode(error, "billing_disabled")) {
    billingDisabledSeen = true;
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const seen = () => billingDisabledSeen;

/**
 * Active enterprise with nothing to invoice: how a server without billing reports every workspace.
 * (An enterprise contract on a billing server is not sold on the cards either, so it is treated alike.)
 */
export function readsAsBillingOff(subscription: Subscription): boolean {
  return subscription.tier === "enterprise" && subscription.status === "active" && !subscription.next_invoice;
}

/** True once the server showed it runs without billing (by the subscription, or a refused billing call). */
export function useBillingOff(subscription: Subscription | undefined): boolean {
  const refused = useSyncExternalStore(subscribe, seen, seen);
  return refused || (subscription !== undefined && readsAsBillingOff(subscription));
}
