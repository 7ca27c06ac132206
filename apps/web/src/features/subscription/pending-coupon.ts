import { readStored, removeStored, writeStored } from "../../lib/browser-storage.ts";

/**
 * A `?coupon=` that arrived before anyone was signed in (a sign-up link with a code): kept for this
 * tab and checked once the person is in the app. Without storage the code is lost; the person can
 * type it on the subscription page.
 */
const key = "chorus.pending_coupon";

export function rememberPendingCoupon(code: string): void {
  writeStored("session", key, code);
}

export function takePendingCoupon(): string | null {
  const code = readStored("session", key) ?? null;
  removeStored("session", key);
  return code;
}
