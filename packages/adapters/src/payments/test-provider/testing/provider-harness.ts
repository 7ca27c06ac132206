import type { CheckoutRequest, Clock, PaymentEvent, ProviderSubscription } from "@chorus/domain";
import { newId } from "@chorus/domain";
import { openDatabase } from "../../../db/open-database.ts";
import { pgliteStartImage } from "../../../db/testing/pglite-start-image.ts";
import { createTestPaymentProvider } from "../create-test-payment-provider.ts";
import type { PageResponse } from "../pages/page-response.ts";

/** A clock the tests move by hand (the provider's periods, expiries and signatures all read it). */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): Date {
    return new Date(this.current);
  }
  advanceDays(days: number): void {
    this.current += days * 86_400_000;
  }
  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
  set(instant: Date): void {
    this.current = instant.getTime();
  }
}

export const signingSecret = "test_signing_secret_for_the_harness";
export const publicUrl = "http://chorus.test";

export interface Delivery {
  rawBody: string;
  headers: Record<string, string>;
  event: PaymentEvent | null;
}

/**
 * The test provider on a fresh, migrated in-memory PGlite, with a webhook receiver that reads every
 * delivery through `readWebhook` (signature check included) and can be told to refuse.
 */
export async function startProviderHarness(start = new Date("2025-04-01T00:00:00Z")) {
  const database = await openDatabase({ dataDir: ":memory:", startFrom: await pgliteStartImage() });
  const clock = new ManualClock(start.getTime());
  const logged: string[] = [];
  const logger = {
    info: (message: string) => logged.push(message),
    warn: (message: string) => logged.push(message),
    error: (message: string) => logged.push(message),
  };
  const provider = createTestPaymentProvider({ db: database.db, clock, signingSecret, publicUrl, logger });
  const deliveries: Delivery[] = [];
  const receiver = { accepting: true };
  provider.attachDelivery(async (rawBody, headers) => {
    if (!receiver.accepting) return false;
    deliveries.push({ rawBody, headers, event: await provider.readWebhook(rawBody, headers) });
    return true;
  });
  return {
    db: database.db,
    clock,
    provider,
    deliveries,
    receiver,
    logged,
    events: () => deliveries.map((d) => d.event),
    close: () => database.close(),
  };
}

export type ProviderHarness = Awaited<ReturnType<typeof startProviderHarness>>;

export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    workspaceId: `ws_${newId(10)}`,
    customerId: null,
    customerEmail: "owner@example.com",
    tier: "creator",
    billingPeriod: "monthly_period",
    currency: "usd",
    promotionCode: null,
    successUrl: "http://chorus.test/app/subscription?checkout=success",
    cancelUrl: "http://chorus.test/app/subscription?checkout=cancel",
    idempotencyKey: newId(),
    ...overrides,
  };
}

export const checkoutIdOf = (url: string) => decodeURIComponent(url.split("/").pop()!);
export const tokenOf = checkoutIdOf;

export const cardForm = (cardNumber: string) => ({
  card_number: cardNumber,
  expiry: "12/34",
  cvc: "123",
  name: "Ada Lovelace",
});

export function htmlOf(page: PageResponse): string {
  if (page.kind !== "html") throw new Error(`expected a page, got a redirect to ${page.location}`);
  return page.html;
}

/**
 * Opens a checkout and pays it with `card` through the hosted page's action; returns the workspace
 * and the subscription the provider reported in `subscription_started`.
 */
export async function subscribe(
  harness: ProviderHarness,
  options: Partial<CheckoutRequest> & { card?: string } = {},
): Promise<{ workspaceId: string; subscription: ProviderSubscription }> {
  const { card = "4242 4242 4242 4242", ...overrides } = options;
  const request = checkoutRequest(overrides);
  const { url } = await harness.provider.createCheckoutSession(request);
  const page = await harness.provider.pages.payCheckout(checkoutIdOf(url), cardForm(card));
  if (page.kind !== "redirect") throw new Error(`checkout was not paid: ${page.html.slice(0, 200)}`);
  const started = harness
    .events()
    .find((e) => e?.type === "subscription_started" && e.workspaceId === request.workspaceId);
  if (started?.type !== "subscription_started") throw new Error("no subscription_started event");
  return { workspaceId: request.workspaceId, subscription: started.subscription };
}
