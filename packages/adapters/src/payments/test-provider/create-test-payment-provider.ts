import type { Clock, Logger, PaymentProvider } from "@chorus/domain";
import type { Database } from "../../db/open-database.ts";
import { checkoutPageActions } from "./checkout-page-actions.ts";
import { createCheckoutSession } from "./checkout-sessions.ts";
import { customerPageActions } from "./customer-page-actions.ts";
import { createCustomerPageSession } from "./customer-pages.ts";
import { createEventsOutbox, type DeliverEvent } from "./events-outbox.ts";
import type { ProviderDeps } from "./provider-deps.ts";
import { readTestWebhook } from "./read-test-webhook.ts";
import { renewDueSubscriptions } from "./renewals.ts";
import {
  applyPromotion,
  cancelAtPeriodEnd,
  changeSubscriptionNow,
  clearScheduledChanges,
  scheduleSubscriptionChange,
} from "./subscription-changes.ts";
import { findTestPromotion } from "./test-promotions.ts";

/** What the hosted pages' routes call; each answers an HTML page or a redirect. */
export type TestPaymentPages = ReturnType<typeof checkoutPageActions> &
  ReturnType<typeof customerPageActions>;

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: "test";
  /** Set by the server once its webhook pipeline exists: gives the signed body + headers to it; resolves true when accepted (2xx). */
  attachDelivery(deliver: DeliverEvent): void;
  /** Delivers undelivered events oldest first (stops at the first refusal so order is kept); returns how many were delivered. */
  deliverPendingEvents(): Promise<number>;
  /** Renews every subscription whose period ended by clock.now(): applies a scheduled change or cancellation, charges the card on file, emits events. Returns how many. */
  renewDueSubscriptions(): Promise<number>;
  readonly pages: TestPaymentPages;
}

export interface TestPaymentProviderOptions {
  db: Database;
  clock: Clock;
  /** Signs the events (`chorus-test-signature`); readWebhook checks deliveries against it. */
  signingSecret: string;
  /** Chorus's public origin; the hosted pages are `${publicUrl}/test-payments/...`. */
  publicUrl: string;
  logger: Logger;
}

/**
 * The built-in payment provider (the embedded default): a pretend payment company inside Chorus, with
 * its own books (the test_payment_* tables), hosted checkout/portal/card pages and signed webhook
 * events, behaving like Stripe so the domain cannot tell them apart. Test cards decide each payment's
 * fate (see test-cards.ts) and a fixed set of promotion codes exists (see test-promotions.ts).
 */
export function createTestPaymentProvider(options: TestPaymentProviderOptions): TestPaymentProvider {
  const outbox = createEventsOutbox(options);
  const deps: ProviderDeps = {
    db: options.db,
    clock: options.clock,
    logger: options.logger,
    outbox,
    publicUrl: options.publicUrl.replace(/\/+$/, ""),
  };
  return {
    kind: "test",
    createCheckoutSession: (request) => createCheckoutSession(deps, request),
    createPortalSession: (request) => createCustomerPageSession(deps, "portal", request),
    createUpdatePaymentMethodsSession: (request) =>
      createCustomerPageSession(deps, "payment_methods", request),
    changeSubscriptionNow: (request) => changeSubscriptionNow(deps, request),
    scheduleSubscriptionChange: (request) => scheduleSubscriptionChange(deps, request),
    clearScheduledChanges: (request) => clearScheduledChanges(deps, request),
    cancelAtPeriodEnd: (request) => cancelAtPeriodEnd(deps, request),
    findPromotion: async (code) => findTestPromotion(code),
    applyPromotion: (request) => applyPromotion(deps, request),
    readWebhook: async (rawBody, headers) =>
      readTestWebhook(rawBody, headers, { signingSecret: options.signingSecret, now: options.clock.now() }),
    attachDelivery: (deliver) => outbox.attach(deliver),
    deliverPendingEvents: () => outbox.deliverPending(),
    renewDueSubscriptions: () => renewDueSubscriptions(deps),
    pages: { ...checkoutPageActions(deps), ...customerPageActions(deps) },
  };
}
