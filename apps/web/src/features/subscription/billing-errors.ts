import type { TFunction } from "i18next";
import { hasCode, isApiError } from "../../lib/api/api-error.ts";
import { errorMessage } from "../../lib/api/error-message.ts";

/** The changes a plan button can make, each with its own "Failed to … subscription" text (spec 000 §8). */
export type PlanChange = "upgrade" | "downgrade" | "cancel" | "renew" | "cancelDowngrade";

/**
 * Spec 000 §8 "Checkout": an expired coupon has its own text (the caller also forgets the code), any
 * other answer from the server is "Failed to create checkout session", and no answer at all (network,
 * unreadable body: status 0) is the unexpected-error text.
 */
export function checkoutErrorText(error: unknown, t: TFunction): string {
  if (hasCode(error, "coupon_expired")) return t("subscription.errors.couponExpired");
  if (isApiError(error) && error.status > 0) return t("subscription.errors.checkoutFailed");
  return t("subscription.errors.unexpected");
}

/** Codes whose server text tells the person what to do next, shown under the spec's headline. */
const explainedCodes = new Set([
  "card_declined",
  "unpaid_invoice",
  "payment_required",
  "card_verification_failed",
]);

/** Spec 000 §8 "Failed to {change} subscription", plus the server's reason when it is actionable. */
export function changeErrorText(
  change: PlanChange,
  error: unknown,
  t: TFunction,
): { title: string; detail: string | null } {
  const title = t(`subscription.errors.changeFailed.${change}`);
  const detail = isApiError(error) && explainedCodes.has(error.code) ? error.message : null;
  return { title, detail };
}

/** Spec 000 §8 "Promo": "Invalid promocode", or "Please sign in" when the session is gone. */
export function promoErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 401) return t("subscription.promo.signIn");
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "invalid_promocode" || code === "validation") return t("subscription.promo.invalid");
  if (code === "coupon_expired") return t("subscription.errors.couponExpired");
  return errorMessage(error);
}
