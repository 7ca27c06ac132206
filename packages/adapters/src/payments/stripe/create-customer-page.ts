import type { CustomerPageRequest } from "@chorus/domain";
import type Stripe from "stripe";

/**
 * The Stripe customer portal (invoices, card, cancellation as the portal configuration allows), or, with
 * `paymentMethodOnly`, the portal's payment-method flow that changes the card and returns straight to
 * Chorus (Stripe retries open invoices with the new default card).
 */
export async function createStripeCustomerPage(
  stripe: Stripe,
  request: CustomerPageRequest,
  options: { paymentMethodOnly: boolean },
): Promise<{ url: string }> {
  const session = await stripe.billingPortal.sessions.create(
    {
      customer: request.customerId,
      return_url: request.returnUrl,
      ...(options.paymentMethodOnly
        ? {
            flow_data: {
              type: "payment_method_update",
              after_completion: { type: "redirect", redirect: { return_url: request.returnUrl } },
            },
          }
        : {}),
    },
    { idempotencyKey: request.idempotencyKey },
  );
  return { url: session.url };
}
