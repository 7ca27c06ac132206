import type { PlanBillingPeriod, PlanCurrency, SubscriptionTier } from "@chorus/contract";
import type { PaymentProvider } from "@chorus/domain";
import Stripe from "stripe";
import { createStripePaymentProvider } from "../create-stripe-payment-provider.ts";
import { syncStripeCatalogue } from "../sync-stripe-catalogue.ts";
import { type FakeStripe, fakeTestPaymentMethods, startFakeStripe } from "./fake-stripe-server.ts";

/** A clock the tests move by hand. */
export interface ManualClock {
  now(): Date;
  set(date: Date): void;
  advanceSeconds(seconds: number): void;
}

export function manualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export interface StripeTestBed {
  fake: FakeStripe;
  provider: PaymentProvider;
  /** A plain client on the fake, for setting up coupons and codes as an operator would in the dashboard. */
  stripe: Stripe;
  clock: ManualClock;
  webhookSecret: string;
  /** Checkout through the adapter, then "pays" it on the fake: a running subscription. */
  subscribe(options?: {
    workspaceId?: string;
    tier?: SubscriptionTier;
    billingPeriod?: PlanBillingPeriod;
    currency?: PlanCurrency;
    paymentMethod?: string;
  }): Promise<{ workspaceId: string; subscriptionId: string; customerId: string }>;
  close(): Promise<void>;
}

let sequence = 0;

/** A unique idempotency key per call, as the domain sends one per request. */
export function nextKey(label = "key"): string {
  sequence += 1;
  return `${label}-${sequence}-${Date.now()}`;
}

/**
 * The Stripe adapter on a fresh fake Stripe, its catalogue synced (unless `sync: false`), on a manual
 * clock starting 2026-03-10 12:00 UTC.
 */
export async function startStripeTestBed(options: { sync?: boolean } = {}): Promise<StripeTestBed> {
  const clock = manualClock(new Date("2026-03-10T12:00:00Z"));
  const fake = await startFakeStripe({ clock });
  if (options.sync !== false) await syncStripeCatalogue({ secretKey: fake.secretKey, api: fake.api });
  const webhookSecret = "whsec_chorus_test_secret";
  const provider = createStripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret,
    api: fake.api,
    clock,
  });
  const stripe = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 });
  return {
    fake,
    provider,
    stripe,
    clock,
    webhookSecret,
    async subscribe(subscription = {}) {
      const workspaceId = subscription.workspaceId ?? `ws_${nextKey("workspace")}`;
      const { url } = await provider.createCheckoutSession({
        workspaceId,
        customerId: null,
        customerEmail: `${workspaceId}@example.com`,
        tier: subscription.tier ?? "creator",
        billingPeriod: subscription.billingPeriod ?? "monthly_period",
        currency: subscription.currency ?? "usd",
        promotionCode: null,
        successUrl: "https://chorus.example/billing/success",
        cancelUrl: "https://chorus.example/billing/cancel",
        idempotencyKey: nextKey("checkout"),
      });
      const paid = fake.completeCheckoutSession(
        url,
        subscription.paymentMethod ?? fakeTestPaymentMethods.succeeds,
      );
      return { workspaceId, subscriptionId: paid.subscriptionId, customerId: paid.customerId };
    },
    close: () => fake.close(),
  };
}
