import { messages } from "@chorus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  testPaymentCheckouts,
  testPaymentEvents,
  testPaymentInvoices,
  testPaymentSubscriptions,
} from "../../db/schema/test-payments.ts";
import {
  cardForm,
  checkoutIdOf,
  checkoutRequest,
  htmlOf,
  type ProviderHarness,
  publicUrl,
  startProviderHarness,
  subscribe,
} from "./testing/provider-harness.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let h: ProviderHarness;
beforeAll(async () => {
  h = await startProviderHarness();
});
afterAll(() => h?.close());

async function rowsOf(workspaceId: string) {
  const subscriptions = await h.db
    .select()
    .from(testPaymentSubscriptions)
    .where(eq(testPaymentSubscriptions.workspaceId, workspaceId));
  const invoices = await h.db
    .select()
    .from(testPaymentInvoices)
    .where(eq(testPaymentInvoices.workspaceId, workspaceId));
  return { subscriptions, invoices };
}

describe("checkout with the test cards", () => {
  it("opens a hosted checkout at the public URL", async () => {
    const { url } = await h.provider.createCheckoutSession(checkoutRequest());
    expect(url).toMatch(new RegExp(`^${publicUrl}/test-payments/checkout/cs_test_[A-Za-z0-9]{24}$`));
    const html = htmlOf(await h.provider.pages.showCheckout(checkoutIdOf(url)));
    expect(html).toContain("Chorus test payments — no real money moves");
    expect(html).toContain("Chorus Creator");
    expect(html).toContain("$22.00");
    expect(html).toContain("per month");
    expect(html).toContain("4242 4242 4242 4242");
  });

  it("4242: pays, creates the customer, subscription and paid invoice, and reports it", async () => {
    const request = checkoutRequest({ tier: "pro", billingPeriod: "annual_period", currency: "eur" });
    const { url } = await h.provider.createCheckoutSession(request);
    const before = h.deliveries.length;
    const page = await h.provider.pages.payCheckout(checkoutIdOf(url), cardForm("4242 4242 4242 4242"));
    expect(page).toEqual({ kind: "redirect", location: request.successUrl });

    const { subscriptions, invoices } = await rowsOf(request.workspaceId);
    expect(subscriptions).toHaveLength(1);
    const sub = subscriptions[0]!;
    expect(sub).toMatchObject({
      tier: "pro",
      billingPeriod: "annual_period",
      currency: "eur",
      status: "active",
    });
    expect(sub.customerId).toMatch(/^cus_/);
    expect(sub.currentPeriodStart.toISOString()).toBe("2025-04-01T00:00:00.000Z");
    expect(sub.currentPeriodEnd.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(invoices).toEqual([
      expect.objectContaining({
        amountDueCents: 99_000,
        currency: "eur",
        status: "paid",
        description: "Pro (yearly)",
      }),
    ]);

    const events = h.events().slice(before);
    expect(events.map((e) => e?.type)).toEqual(["subscription_started", "invoice_paid"]);
    const [started, paid] = events;
    expect(started).toMatchObject({
      type: "subscription_started",
      workspaceId: request.workspaceId,
      subscription: {
        subscriptionId: sub.id,
        customerId: sub.customerId,
        tier: "pro",
        billingPeriod: "annual_period",
        currency: "eur",
        status: "active",
        currentPeriodStart: sub.currentPeriodStart,
        currentPeriodEnd: sub.currentPeriodEnd,
        scheduled: null,
        discount: null,
      },
    });
    expect(paid).toMatchObject({
      type: "invoice_paid",
      workspaceId: request.workspaceId,
      invoice: { invoiceId: invoices[0]!.id, amountDueCents: 99_000, currency: "eur", dueAt: null },
    });

    const html = htmlOf(await h.provider.pages.showCheckout(checkoutIdOf(url)));
    expect(html).toContain("already been paid");
    expect(html).toContain(request.successUrl.replaceAll("&", "&amp;"));
  });

  it("keeps the customer Chorus passed in", async () => {
    const { subscription } = await subscribe(h, { customerId: "cus_existing123" });
    expect(subscription.customerId).toBe("cus_existing123");
  });

  it("0002: declined, the form comes back with the message and nothing is recorded", async () => {
    const request = checkoutRequest();
    const { url } = await h.provider.createCheckoutSession(request);
    const events = h.deliveries.length;
    const html = htmlOf(
      await h.provider.pages.payCheckout(checkoutIdOf(url), cardForm("4000 0000 0000 0002")),
    );
    expect(html).toContain(messages.cardDeclined);
    expect(html).toContain('value="4000 0000 0000 0002"');
    expect(await rowsOf(request.workspaceId)).toEqual({ subscriptions: [], invoices: [] });
    expect(h.deliveries.length).toBe(events);
    const [checkout] = await h.db
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.id, checkoutIdOf(url)));
    expect(checkout!.status).toBe("open");
  });

  it("an unknown card number is invalid", async () => {
    const { url } = await h.provider.createCheckoutSession(checkoutRequest());
    const html = htmlOf(
      await h.provider.pages.payCheckout(checkoutIdOf(url), cardForm("4111 1111 1111 1111")),
    );
    expect(html).toContain("Your card number is invalid.");
    expect(
      htmlOf(
        await h.provider.pages.payCheckout(checkoutIdOf(url), {
          ...cardForm("4242424242424242"),
          expiry: "01/20",
        }),
      ),
    ).toContain("Your card has expired.");
  });

  it("3220 then Complete: the extra step, then paid", async () => {
    const request = checkoutRequest();
    const { url } = await h.provider.createCheckoutSession(request);
    const id = checkoutIdOf(url);
    const step = htmlOf(await h.provider.pages.payCheckout(id, cardForm("4000000000003220")));
    expect(step).toContain("Complete authentication");
    expect(step).toContain('value="complete"');
    expect(step).toContain('value="fail"');
    // Nothing is charged while the step is open, and reloading the page shows the step again.
    expect((await rowsOf(request.workspaceId)).subscriptions).toEqual([]);
    expect(htmlOf(await h.provider.pages.showCheckout(id))).toContain("Complete authentication");

    const done = await h.provider.pages.authenticateCheckout(id, { outcome: "complete" });
    expect(done).toEqual({ kind: "redirect", location: request.successUrl });
    const { subscriptions, invoices } = await rowsOf(request.workspaceId);
    expect(subscriptions[0]!.cardNumber).toBe("4000000000003220");
    expect(invoices).toHaveLength(1);
  });

  it("3220 then Fail: back to the form with the verification message, nothing charged", async () => {
    const request = checkoutRequest();
    const { url } = await h.provider.createCheckoutSession(request);
    const id = checkoutIdOf(url);
    await h.provider.pages.payCheckout(id, cardForm("4000000000003220"));
    const html = htmlOf(await h.provider.pages.authenticateCheckout(id, { outcome: "fail" }));
    expect(html).toContain(messages.cardVerificationFailed);
    expect(html).toContain("Pay with card");
    expect(await rowsOf(request.workspaceId)).toEqual({ subscriptions: [], invoices: [] });
    const [checkout] = await h.db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.id, id));
    expect(checkout).toMatchObject({ status: "open", pendingCard: null });
  });

  it("0341: the checkout's own payment succeeds", async () => {
    const { workspaceId, subscription } = await subscribe(h, { card: "4000000000000341" });
    expect(subscription.status).toBe("active");
    const { invoices } = await rowsOf(workspaceId);
    expect(invoices.map((i) => i.status)).toEqual(["paid"]);
  });

  it("paying twice (a double submit) records one subscription", async () => {
    const request = checkoutRequest();
    const { url } = await h.provider.createCheckoutSession(request);
    const id = checkoutIdOf(url);
    await h.provider.pages.payCheckout(id, cardForm("4242424242424242"));
    const again = htmlOf(await h.provider.pages.payCheckout(id, cardForm("4242424242424242")));
    expect(again).toContain("already been paid");
    expect((await rowsOf(request.workspaceId)).subscriptions).toHaveLength(1);
  });

  it("expires after 24 hours and then says so, linking back", async () => {
    const request = checkoutRequest();
    const { url } = await h.provider.createCheckoutSession(request);
    h.clock.advanceDays(1);
    const expired = await h.provider.pages.payCheckout(checkoutIdOf(url), cardForm("4242424242424242"));
    expect(expired.kind === "html" && expired.statusCode).toBe(410);
    expect(htmlOf(expired)).toContain("Checkout expired");
    expect(htmlOf(expired)).toContain(request.cancelUrl.replaceAll("&", "&amp;"));
    expect((await rowsOf(request.workspaceId)).subscriptions).toEqual([]);
  });

  it("an unknown checkout is a 404 page", async () => {
    const page = await h.provider.pages.showCheckout("cs_test_nope");
    expect(page.kind === "html" && page.statusCode).toBe(404);
  });

  it("creating a checkout is idempotent by key", async () => {
    const request = checkoutRequest();
    const first = await h.provider.createCheckoutSession(request);
    const second = await h.provider.createCheckoutSession(request);
    const third = await h.provider.createCheckoutSession({ ...request, idempotencyKey: "another-key" });
    expect(second.url).toBe(first.url);
    expect(third.url).not.toBe(first.url);
    const rows = await h.db
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.workspaceId, request.workspaceId));
    expect(rows).toHaveLength(2);
  });

  it("delivers nothing twice: every event is marked delivered", async () => {
    const pending = await h.db.select().from(testPaymentEvents).where(eq(testPaymentEvents.delivered, false));
    expect(pending).toEqual([]);
  });
});

describe("promotions at checkout", () => {
  it("finds the fixed codes whatever their case", async () => {
    expect(await h.provider.findPromotion("welcome20")).toEqual({
      code: "WELCOME20",
      valid: true,
      expired: false,
      percentOff: 20,
      amountOffCents: null,
      durationInMonths: 3,
    });
    expect(await h.provider.findPromotion("Expired")).toMatchObject({ valid: false, expired: true });
    expect(await h.provider.findPromotion("NOPE")).toBeUndefined();
  });

  it("refuses an expired code (coupon_expired) and an unknown one (invalid_promocode)", async () => {
    await expect(
      h.provider.createCheckoutSession(checkoutRequest({ promotionCode: "EXPIRED" })),
    ).rejects.toMatchObject({
      status: "coupon_expired",
      message: messages.couponExpired,
    });
    await expect(
      h.provider.createCheckoutSession(checkoutRequest({ promotionCode: "BOGUS" })),
    ).rejects.toMatchObject({
      status: "invalid_promocode",
      message: messages.invalidPromocode,
    });
  });

  it("WELCOME20 takes 20 % off the first invoice and shows it on the page", async () => {
    const request = checkoutRequest({ tier: "creator", promotionCode: "welcome20" });
    const { url } = await h.provider.createCheckoutSession(request);
    const html = htmlOf(await h.provider.pages.showCheckout(checkoutIdOf(url)));
    expect(html).toContain("$17.60");
    expect(html).toContain("$22.00");
    expect(html).toContain("WELCOME20: 20 % off the next 3 invoices");
    await h.provider.pages.payCheckout(checkoutIdOf(url), cardForm("4242424242424242"));
    const { subscriptions, invoices } = await rowsOf(request.workspaceId);
    expect(invoices.map((i) => i.amountDueCents)).toEqual([1_760]);
    // Two more invoices to go.
    expect(subscriptions[0]).toMatchObject({ discountCode: "WELCOME20", discountInvoicesLeft: 2 });
  });

  it("an amount off is capped at the invoice and a once-only code is used up", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "starter", promotionCode: "PRO9900" });
    expect((await rowsOf(workspaceId)).invoices.map((i) => i.amountDueCents)).toEqual([0]);
    expect(subscription.discount).toBeNull();

    const creator = await subscribe(h, { tier: "creator", promotionCode: "STARTER500" });
    expect((await rowsOf(creator.workspaceId)).invoices.map((i) => i.amountDueCents)).toEqual([1_700]);

    const half = await subscribe(h, {
      tier: "pro",
      billingPeriod: "annual_period",
      promotionCode: "HALFOFF",
    });
    expect((await rowsOf(half.workspaceId)).invoices.map((i) => i.amountDueCents)).toEqual([49_500]);
  });
});
