import type { PlanBillingPeriod, PlanCurrency, SubscriptionTier } from "@chorus/contract";

/**
 * The payment provider (one interface, two adapters): the built-in test provider with Chorus's own
 * hosted pages (embedded default) and Stripe. The provider owns money and the subscription's billing
 * schedule; Chorus mirrors what the provider reports (`PaymentEvent`s through the webhook, and the
 * subscription returned by a synchronous change), so a redelivered event or a retried call converges
 * on the same state.
 *
 * Adapters throw `DomainError` with the billing statuses: `card_declined`, `card_verification_failed`,
 * `coupon_expired`, `invalid_promocode`, `payment_provider_error`, `invalid_webhook_signature`.
 */
export interface PaymentProvider {
  readonly kind: "test" | "stripe";
  createCheckoutSession(request: CheckoutRequest): Promise<{ url: string }>;
  /** The customer portal: invoices, card, cancellation, as the provider offers them. */
  createPortalSession(request: CustomerPageRequest): Promise<{ url: string }>;
  /** A page that only changes the card (and retries an unpaid invoice with it). */
  createUpdatePaymentMethodsSession(request: CustomerPageRequest): Promise<{ url: string }>;
  /**
   * An immediate change (an upgrade): the provider switches the plan now and charges the prorated
   * difference to the saved card. Throws `card_declined` when that charge fails (nothing changes).
   */
  changeSubscriptionNow(request: SubscriptionChangeRequest): Promise<ProviderSubscription>;
  /** A change at the end of the current billing period (a downgrade); replaces any scheduled one. */
  scheduleSubscriptionChange(request: SubscriptionChangeRequest): Promise<ProviderSubscription>;
  /** Drops the scheduled change and the scheduled cancellation, whichever there is. */
  clearScheduledChanges(request: SubscriptionRequest): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(request: SubscriptionRequest): Promise<ProviderSubscription>;
  /** The promotion code as the provider knows it now; undefined when it does not exist. */
  findPromotion(code: string): Promise<Promotion | undefined>;
  /** Applies a promotion code to the subscription's next invoices. Throws `coupon_expired`/`invalid_promocode`. */
  applyPromotion(request: SubscriptionRequest & { code: string }): Promise<ProviderSubscription>;
  /**
   * Verifies the signature of a webhook delivery and reads it. null for event types Chorus does not
   * use; throws `invalid_webhook_signature` when the signature does not match.
   */
  readWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<PaymentEvent | null>;
}

export interface CheckoutRequest {
  workspaceId: string;
  /** The provider's customer of an earlier subscription, reused so invoices stay together. */
  customerId: string | null;
  customerEmail: string;
  tier: SubscriptionTier;
  billingPeriod: PlanBillingPeriod;
  currency: PlanCurrency;
  promotionCode: string | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CustomerPageRequest {
  workspaceId: string;
  customerId: string;
  returnUrl: string;
  idempotencyKey: string;
}

export interface SubscriptionRequest {
  workspaceId: string;
  subscriptionId: string;
  idempotencyKey: string;
}

export interface SubscriptionChangeRequest extends SubscriptionRequest {
  tier: SubscriptionTier;
  billingPeriod: PlanBillingPeriod;
}

/** The subscription as the provider holds it; Chorus copies it onto the workspace. */
export interface ProviderSubscription {
  subscriptionId: string;
  customerId: string;
  tier: SubscriptionTier;
  billingPeriod: PlanBillingPeriod;
  currency: PlanCurrency;
  status: "active" | "trialing" | "incomplete" | "past_due";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** A change the provider will make at `currentPeriodEnd`. */
  scheduled:
    | { kind: "change"; tier: SubscriptionTier; billingPeriod: PlanBillingPeriod }
    | { kind: "cancellation" }
    | null;
  /** The promotion on the next invoices, if any. */
  discount: { percentOff: number | null; amountOffCents: number | null } | null;
}

export interface Promotion {
  code: string;
  /** Redeemable now: not expired, not used up. */
  valid: boolean;
  expired: boolean;
  amountOffCents: number | null;
  percentOff: number | null;
  /** null: applies once (or forever, when `forever`). */
  durationInMonths: number | null;
}

export interface ProviderInvoice {
  invoiceId: string;
  amountDueCents: number;
  currency: PlanCurrency;
  description: string;
  dueAt: Date | null;
}

/**
 * What a webhook delivery tells Chorus, whatever the provider. `eventId` is the provider's id of the
 * delivery's event: applying an event is idempotent by it.
 */
export type PaymentEvent =
  | { eventId: string; type: "subscription_started"; workspaceId: string; subscription: ProviderSubscription }
  | { eventId: string; type: "subscription_updated"; workspaceId: string; subscription: ProviderSubscription }
  | { eventId: string; type: "subscription_ended"; workspaceId: string; subscriptionId: string }
  | { eventId: string; type: "invoice_paid"; workspaceId: string; invoice: ProviderInvoice }
  | { eventId: string; type: "invoice_payment_failed"; workspaceId: string; invoice: ProviderInvoice };
