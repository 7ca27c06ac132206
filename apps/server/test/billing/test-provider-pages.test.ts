import { type OpenedDatabase, openDatabase } from "@chorus/adapters/db";
import { createTestPaymentProvider, type TestPaymentProvider } from "@chorus/adapters/payments/test-provider";
import { pgliteStartImage } from "@chorus/adapters/testing/pglite";
import { messages } from "@chorus/contract";
import { type CheckoutRequest, newId, type PaymentEvent } from "@chorus/domain";
import { createTestDatabase, databaseKinds, type TestDatabase } from "@chorus/testing";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerTestPaymentPages } from "../../src/payments/register-test-payment-pages.ts";

const publicUrl = "http://chorus.test";
const returnUrl = "http://chorus.test/app/subscription";

/** A clock the suite moves by hand. */
class Clock {
  current = new Date("2025-04-01T12:00:00Z").getTime();
  now = () => new Date(this.current);
  advanceDays(days: number) {
    this.current += days * 86_400_000;
  }
}

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});
const card = (cardNumber: string) =>
  form({ card_number: cardNumber, expiry: "04/30", cvc: "314", name: "Ada Lovelace" });
const pathOf = (url: string) => new URL(url).pathname;

describe.each(databaseKinds)("the test provider's hosted pages on %s", (kind) => {
  let testDatabase: TestDatabase;
  let database: OpenedDatabase;
  let app: FastifyInstance;
  let provider: TestPaymentProvider;
  const clock = new Clock();
  const received: PaymentEvent[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    database = await openDatabase({
      databaseUrl: testDatabase.url,
      dataDir: ":memory:",
      startFrom: testDatabase.url ? undefined : await pgliteStartImage(),
    });
    provider = createTestPaymentProvider({
      db: database.db,
      clock,
      signingSecret: "pages-suite-secret",
      publicUrl,
      logger: { info() {}, warn() {}, error() {} },
    });
    provider.attachDelivery(async (rawBody, headers) => {
      const event = await provider.readWebhook(rawBody, headers);
      if (event) received.push(event);
      return true;
    });
    app = Fastify();
    await registerTestPaymentPages(app, provider);
    // A JSON route outside the plugin: the form parser must not reach it.
    app.post("/v1/json-only", async (request) => ({ got: request.body }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  async function openCheckout(overrides: Partial<CheckoutRequest> = {}) {
    const request: CheckoutRequest = {
      workspaceId: `ws_${newId(10)}`,
      customerId: null,
      customerEmail: "owner@example.com",
      tier: "creator",
      billingPeriod: "monthly_period",
      currency: "usd",
      promotionCode: null,
      successUrl: `${returnUrl}?checkout=success`,
      cancelUrl: `${returnUrl}?checkout=cancel`,
      idempotencyKey: newId(),
      ...overrides,
    };
    const { url } = await provider.createCheckoutSession(request);
    return { request, path: pathOf(url) };
  }

  /** Pays a checkout with 4242 through the form and returns the started subscription. */
  async function subscribeThroughPages(
    overrides: Partial<CheckoutRequest> = {},
    cardNumber = "4242424242424242",
  ) {
    const { request, path } = await openCheckout(overrides);
    const paid = await app.inject({ method: "POST", url: `${path}/pay`, ...card(cardNumber) });
    expect(paid.statusCode).toBe(303);
    const started = received.find(
      (e) => e.type === "subscription_started" && e.workspaceId === request.workspaceId,
    );
    if (started?.type !== "subscription_started") throw new Error("not started");
    return { workspaceId: request.workspaceId, subscription: started.subscription };
  }

  it("renders the checkout: labelled test mode, the plan and price with its discount, the card form and test cards", async () => {
    const { path } = await openCheckout({
      tier: "pro",
      billingPeriod: "annual_period",
      promotionCode: "HALFOFF",
    });
    const page = await app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["cache-control"]).toBe("no-store");
    const html = page.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain("Chorus test payments — no real money moves");
    expect(html).toContain("Chorus Pro");
    expect(html).toContain("Yearly");
    expect(html).toContain("$495.00"); // half of $990.00
    expect(html).toContain("$990.00");
    expect(html).toContain("HALFOFF: 50 % off the next invoice");
    for (const label of ['for="card_number"', 'for="expiry"', 'for="cvc"', 'for="name"'])
      expect(html).toContain(label);
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).toContain(">Pay $495.00</button>");
    expect(html).toContain(`href="${returnUrl}?checkout=cancel"`);
    for (const number of [
      "4242 4242 4242 4242",
      "4000 0000 0000 0002",
      "4000 0000 0000 3220",
      "4000 0000 0000 0341",
    ]) {
      expect(html).toContain(number);
    }
  });

  it("escapes what it prints", async () => {
    const { path } = await openCheckout({ customerEmail: '"><script>alert(1)</script>@example.com' });
    const html = (await app.inject({ method: "GET", url: path })).body;
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com");
  });

  it("4242 through the form: 303 to the success URL, the events delivered and read", async () => {
    const { request, path } = await openCheckout();
    const before = received.length;
    const paid = await app.inject({ method: "POST", url: `${path}/pay`, ...card("4242 4242 4242 4242") });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(request.successUrl);
    expect(received.slice(before).map((e) => e.type)).toEqual(["subscription_started", "invoice_paid"]);
    const again = await app.inject({ method: "GET", url: path });
    expect(again.body).toContain("Payment complete");
  });

  it("0002 through the form: the form again, saying the card was declined", async () => {
    const { path } = await openCheckout();
    const before = received.length;
    const page = await app.inject({ method: "POST", url: `${path}/pay`, ...card("4000000000000002") });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`role="alert">${messages.cardDeclined}<`);
    expect(received.length).toBe(before);
  });

  it("an unknown number: the form again, saying it is invalid", async () => {
    const { path } = await openCheckout();
    const page = await app.inject({ method: "POST", url: `${path}/pay`, ...card("1234 5678 9012 3456") });
    expect(page.body).toContain("Your card number is invalid.");
  });

  it("3220: the authentication step, Complete pays; Fail goes back to the form", async () => {
    const first = await openCheckout();
    const step = await app.inject({ method: "POST", url: `${first.path}/pay`, ...card("4000000000003220") });
    expect(step.body).toContain("Complete authentication");
    expect(step.body).toContain(`action="${first.path}/authenticate"`);
    const done = await app.inject({
      method: "POST",
      url: `${first.path}/authenticate`,
      ...form({ outcome: "complete" }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(first.request.successUrl);

    const second = await openCheckout();
    await app.inject({ method: "POST", url: `${second.path}/pay`, ...card("4000000000003220") });
    const failed = await app.inject({
      method: "POST",
      url: `${second.path}/authenticate`,
      ...form({ outcome: "fail" }),
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(messages.cardVerificationFailed);
    expect(failed.body).toContain(`action="${second.path}/pay"`);
    expect(
      received.some((e) => e.type === "subscription_started" && e.workspaceId === second.request.workspaceId),
    ).toBe(false);
  });

  it("unknown pages are 404 pages", async () => {
    const checkout = await app.inject({ method: "GET", url: "/test-payments/checkout/cs_test_unknown" });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.body).toContain("not valid");
    expect((await app.inject({ method: "GET", url: "/test-payments/portal/nope" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/test-payments/payment-methods/nope" })).statusCode).toBe(
      404,
    );
  });

  it("the portal: plan, status, renewal date, card, invoices; cancel and don't cancel", async () => {
    const { workspaceId, subscription } = await subscribeThroughPages({ tier: "creator" });
    const { url } = await provider.createPortalSession({
      workspaceId,
      customerId: subscription.customerId,
      returnUrl,
      idempotencyKey: newId(),
    });
    const path = pathOf(url);
    const portal = await app.inject({ method: "GET", url: path });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain("Chorus Creator");
    expect(portal.body).toContain("Active");
    expect(portal.body).toContain("Next renewal");
    expect(portal.body).toContain("May 1, 2025");
    expect(portal.body).toContain("•••• 4242");
    expect(portal.body).toContain("Creator (monthly)");
    expect(portal.body).toContain("$22.00");
    expect(portal.body).toContain(`href="${returnUrl}"`);
    expect(portal.body).toContain("Cancel plan");

    const before = received.length;
    const cancelled = await app.inject({ method: "POST", url: `${path}/cancel`, ...form({}) });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(url);
    expect(received.slice(before)).toEqual([
      expect.objectContaining({
        type: "subscription_updated",
        subscription: expect.objectContaining({ scheduled: { kind: "cancellation" } }),
      }),
    ]);
    const cancelling = await app.inject({ method: "GET", url: path });
    expect(cancelling.body).toContain("Cancels on");
    expect(cancelling.body).toContain(">Don't cancel<");

    await app.inject({ method: "POST", url: `${path}/keep`, ...form({}) });
    const kept = received.at(-1);
    expect(kept).toMatchObject({ type: "subscription_updated", subscription: { scheduled: null } });
    expect((await app.inject({ method: "GET", url: path })).body).toContain("Next renewal");
  });

  it("the portal's Update payment method opens the card page, which returns to the portal", async () => {
    const { workspaceId, subscription } = await subscribeThroughPages();
    const { url } = await provider.createPortalSession({
      workspaceId,
      customerId: subscription.customerId,
      returnUrl,
      idempotencyKey: newId(),
    });
    const opened = await app.inject({ method: "POST", url: `${pathOf(url)}/payment-methods`, ...form({}) });
    expect(opened.statusCode).toBe(303);
    const methodsUrl = opened.headers.location as string;
    expect(methodsUrl).toMatch(new RegExp(`^${publicUrl}/test-payments/payment-methods/`));
    const page = await app.inject({ method: "GET", url: pathOf(methodsUrl) });
    expect(page.body).toContain("•••• 4242");
    const saved = await app.inject({
      method: "POST",
      url: pathOf(methodsUrl),
      ...card("4000 0000 0000 3220"),
    });
    expect(saved.body).toContain("Complete authentication");
    const confirmed = await app.inject({
      method: "POST",
      url: `${pathOf(methodsUrl)}/authenticate`,
      ...form({ card_number: "4000000000003220", outcome: "complete" }),
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(url);
    expect((await app.inject({ method: "GET", url: pathOf(url) })).body).toContain("•••• 3220");
  });

  it("a failed renewal (0341) is paid from the payment-method page with 4242", async () => {
    const { workspaceId, subscription } = await subscribeThroughPages(
      { tier: "starter" },
      "4000000000000341",
    );
    clock.advanceDays(31);
    await provider.renewDueSubscriptions();
    expect(received.at(-1)).toMatchObject({
      type: "subscription_updated",
      subscription: { status: "past_due" },
    });
    const { url } = await provider.createUpdatePaymentMethodsSession({
      workspaceId,
      customerId: subscription.customerId,
      returnUrl,
      idempotencyKey: newId(),
    });
    const page = await app.inject({ method: "GET", url: pathOf(url) });
    expect(page.body).toContain("•••• 0341");
    expect(page.body).toContain("Save card and pay");
    expect(page.body).toContain("$5.00");

    const before = received.length;
    const saved = await app.inject({ method: "POST", url: pathOf(url), ...card("4242424242424242") });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(returnUrl);
    expect(received.slice(before)).toEqual([
      expect.objectContaining({
        type: "invoice_paid",
        workspaceId,
        invoice: expect.objectContaining({ amountDueCents: 500 }),
      }),
      expect.objectContaining({
        type: "subscription_updated",
        subscription: expect.objectContaining({ status: "active" }),
      }),
    ]);
  });

  it("a portal link expires after an hour", async () => {
    const { workspaceId, subscription } = await subscribeThroughPages();
    const { url } = await provider.createPortalSession({
      workspaceId,
      customerId: subscription.customerId,
      returnUrl,
      idempotencyKey: newId(),
    });
    clock.current += 3_600_000;
    const expired = await app.inject({ method: "GET", url: pathOf(url) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain("expired");
    expect((await app.inject({ method: "POST", url: `${pathOf(url)}/cancel`, ...form({}) })).statusCode).toBe(
      410,
    );
  });

  it("parses forms only on its own routes", async () => {
    const outside = await app.inject({ method: "POST", url: "/v1/json-only", ...form({ a: "1" }) });
    expect(outside.statusCode).toBe(415);
    const json = await app.inject({ method: "POST", url: "/v1/json-only", payload: { a: 1 } });
    expect(json.json()).toEqual({ got: { a: 1 } });
  });
});
