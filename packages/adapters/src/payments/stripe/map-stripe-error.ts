import { messages } from "@chorus/contract";
import { DomainError, isDomainError } from "@chorus/domain";
import Stripe from "stripe";

/**
 * Turns whatever a Stripe call threw into the port's `DomainError`s. A declined card and a card that
 * needs its holder to authenticate (off-session, nobody can) are the person's to fix; every other
 * failure (network, Stripe's 5xx, a rejected request, a wrong key) is `payment_provider_error`, since the
 * person can do nothing but try later. DomainErrors thrown on purpose pass through unchanged.
 */
export function mapStripeError(error: unknown): DomainError {
  if (isDomainError(error)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return needsAuthentication(error)
      ? new DomainError("card_verification_failed", messages.cardVerificationFailed)
      : new DomainError("card_declined", messages.cardDeclined);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "coupon_expired") {
    return new DomainError("coupon_expired", messages.couponExpired);
  }
  const providerError = new DomainError("payment_provider_error", messages.paymentProviderError);
  // Kept for the server's log: the person sees the generic text, the operator needs Stripe's reason.
  providerError.cause = error;
  return providerError;
}

function needsAuthentication(error: InstanceType<typeof Stripe.errors.StripeCardError>): boolean {
  return error.code === "authentication_required" || error.decline_code === "authentication_required";
}

/** Runs one Stripe operation and maps its failure; every public method of the adapter goes through it. */
export async function withStripeErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw mapStripeError(error);
  }
}
