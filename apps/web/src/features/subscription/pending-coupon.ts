/**
 * A `?coupon=` that arrived before anyone was signed in (a sign-up link with a code): kept for this
 * tab and checked once the person is in the app.
 */
const key = "chorus.pending_coupon";

export function rememberPendingCoupon(code: string): void {
  try {
    sessionStorage.setItem(key, code);
  } catch {
    // storage unavailable: the code is lost, the person can type it on the subscription page
  }
}

export function takePendingCoupon(): string | null {
  try {
    const code = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return code;
  } catch {
    return null;
  }
}
