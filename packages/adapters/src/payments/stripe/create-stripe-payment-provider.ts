import type { Clock, PaymentProvider } from "@chorus/domain";
import { applyStripePromotion } from "./apply-promotion.ts";
import { cancelStripeSubscriptionAtPeriodEnd } from "./cancel-at-period-end.ts";
import { changeStripeSubscriptionNow } from "./change-subscription-now.ts";
import { clearStripeScheduledChanges } from "./clear-scheduled-changes.ts";
import { createStripeCheckoutSession } from "./create-checkout-session.ts";
import { createStripeCustomerPage } from "./create-customer-page.ts";
import { createStripeClient, type StripeApiAddress } from "./create-stripe-client.ts";
import { findPromotionCode } from "./find-promotion-code.ts";
import { withStripeErrors } from "./map-stripe-error.ts";
import { mapStripeEvent, verifyStripeWebhook } from "./read-stripe-webhook.ts";
import { scheduleStripeSubscriptionChange } from "./schedule-subscription-change.ts";

export interface StripePaymentProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Only for tests against the fake (`@chorus/adapters/testing/fake-stripe`). */
  api?: StripeApiAddress;
  clock: Clock;
}

/**
 * The `PaymentProvider` on Stripe: hosted Checkout for new subscriptions, the customer portal, direct
 * subscription changes, subscription schedules for changes at period end, promotion codes, and signed
 * webhooks. Every failure comes out as one of the port's `DomainError`s (see `map-stripe-error.ts`).
 */
export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options.secretKey, options.api);
  const { clock } = options;
  return {
    kind: "stripe",
    createCheckoutSession: (request) =>
      withStripeErrors(() => createStripeCheckoutSession(stripe, clock, request)),
    createPortalSession: (request) =>
      withStripeErrors(() => createStripeCustomerPage(stripe, request, { paymentMethodOnly: false })),
    createUpdatePaymentMethodsSession: (request) =>
      withStripeErrors(() => createStripeCustomerPage(stripe, request, { paymentMethodOnly: true })),
    changeSubscriptionNow: (request) => withStripeErrors(() => changeStripeSubscriptionNow(stripe, request)),
    scheduleSubscriptionChange: (request) =>
      withStripeErrors(() => scheduleStripeSubscriptionChange(stripe, request)),
    clearScheduledChanges: (request) => withStripeErrors(() => clearStripeScheduledChanges(stripe, request)),
    cancelAtPeriodEnd: (request) =>
      withStripeErrors(() => cancelStripeSubscriptionAtPeriodEnd(stripe, request)),
    findPromotion: (code) =>
      withStripeErrors(async () => (await findPromotionCode(stripe, code, clock.now()))?.promotion),
    applyPromotion: (request) => withStripeErrors(() => applyStripePromotion(stripe, clock, request)),
    readWebhook: async (rawBody, headers) => {
      const event = verifyStripeWebhook(stripe, options.webhookSecret, clock, rawBody, headers);
      return withStripeErrors(() => mapStripeEvent(stripe, event));
    },
  };
}
