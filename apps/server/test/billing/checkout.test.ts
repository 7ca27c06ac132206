import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  billingCall,
  cards,
  editorOf,
  payCheckout,
  sdkSubscription,
  startCheckout,
  subscribe,
} from "./checkout-support.ts";

describe.each(databaseKinds)("checkout with the test payment provider on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("takes a free workspace to Creator, active with 100,000 credits, once the card is paid", async () => {
    const account = await createTestAccount(server);
    const checkout = await startCheckout(server, account);
    // Starting a checkout changes nothing: the plan moves when the provider reports the payment.
    expect((await sdkSubscription(server, account)).tier).toBe("free");

    const page = await server.app.inject({ method: "GET", url: checkout });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Creator");

    const paid = await payCheckout(server, checkout, cards.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${server.config.publicUrl}/app/subscription/checkout/success`);

    const subscription = await sdkSubscription(server, account);
    expect(subscription).toMatchObject({
      tier: "creator",
      status: "active",
      currency: "usd",
      billing_period: "monthly_period",
      character_count: 0,
      character_limit: 100_000,
      has_open_invoices: false,
      pending_change: null,
    });
    expect(subscription.next_invoice.amount_due_cents).toBe(2200);

    const invoices = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    expect(invoices.json().invoices).toMatchObject([
      { amount_due_cents: 2200, currency: "usd", status: "paid" },
    ]);
  });

  it("leaves the workspace free when the card is declined", async () => {
    const account = await createTestAccount(server);
    const checkout = await startCheckout(server, account);
    const declined = await payCheckout(server, checkout, cards.declined);
    expect(declined.statusCode).not.toBe(303);
    expect(declined.body).toContain(messages.cardDeclined);
    expect(await sdkSubscription(server, account)).toMatchObject({ tier: "free", status: "free" });
    const invoices = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    expect(invoices.json().invoices).toEqual([]);
  });

  it("subscribes yearly in euros at the annual price", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account, {
      subscription_type: "pro",
      billing_period: "annual_period",
      currency: "eur",
    });
    expect(await sdkSubscription(server, account)).toMatchObject({
      tier: "pro",
      currency: "eur",
      billing_period: "annual_period",
      character_limit: 500_000,
    });
    const invoices = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    expect(invoices.json().invoices).toMatchObject([
      { amount_due_cents: 99_000, currency: "eur", status: "paid" },
    ]);
  });

  it("applies a promotion code at checkout to the first invoice", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account, {
      subscription_type: "creator",
      billing_period: "monthly_period",
      promocode: "welcome20",
    });
    const invoices = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    expect(invoices.json().invoices).toMatchObject([{ amount_due_cents: 1760, status: "paid" }]);
    const subscription = await sdkSubscription(server, account);
    expect(subscription.next_invoice).toMatchObject({ amount_due_cents: 1760, discount_percent_off: 20 });
  });

  it("refuses an expired coupon with the spec's message and an unknown one as invalid", async () => {
    const account = await createTestAccount(server);
    const body = { subscription_type: "creator", billing_period: "monthly_period" };
    const expired = await billingCall(server, account, "create-checkout-session", {
      ...body,
      promocode: "EXPIRED",
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toEqual({ status: "coupon_expired", message: messages.couponExpired });
    const unknown = await billingCall(server, account, "create-checkout-session", {
      ...body,
      promocode: "NOPE",
    });
    expect(unknown.json().detail).toEqual({
      status: "invalid_promocode",
      message: messages.invalidPromocode,
    });
  });

  it("validates promotion codes: valid with what they take off, empty, unknown and expired invalid", async () => {
    const account = await createTestAccount(server);
    const validate = async (promocode: string) =>
      (await billingCall(server, account, "validate-promocode", { promocode })).json();
    expect(await validate("WELCOME20")).toEqual({
      valid: true,
      amount_off: null,
      percent_off: 20,
      duration_in_months: 3,
    });
    expect(await validate("CREATOR2200")).toMatchObject({ valid: true, amount_off: 2200, percent_off: null });
    const invalid = { valid: false, amount_off: null, percent_off: null, duration_in_months: null };
    expect(await validate("")).toEqual(invalid);
    expect(await validate("   ")).toEqual(invalid);
    expect(await validate("NOPE")).toEqual(invalid);
    expect(await validate("EXPIRED")).toEqual(invalid);
    const signedOut = await server.request("POST", "/v1/billing/validate-promocode", {
      body: { promocode: "X" },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("refuses what checkout cannot do: unknown or unsold tiers, a second subscription, non-admins", async () => {
    const account = await createTestAccount(server);
    const unknown = await billingCall(server, account, "create-checkout-session", {
      subscription_type: "platinum",
      billing_period: "monthly_period",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({
      loc: ["body", "subscription_type"],
      msg: messages.tierNotFound,
    });
    const enterprise = await billingCall(server, account, "create-checkout-session", {
      subscription_type: "enterprise",
      billing_period: "monthly_period",
    });
    expect(enterprise.statusCode).toBe(422);

    const editor = await editorOf(server, account, await createTestAccount(server));
    const byEditor = await billingCall(server, editor, "create-checkout-session", {
      subscription_type: "creator",
      billing_period: "monthly_period",
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().detail.status).toBe("forbidden");

    await subscribe(server, account);
    const again = await billingCall(server, account, "create-checkout-session", {
      subscription_type: "pro",
      billing_period: "monthly_period",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail.status).toBe("already_subscribed");
  });

  it("goes through the extra confirmation step of a 3-D Secure card", async () => {
    const account = await createTestAccount(server);
    const checkout = await startCheckout(server, account);
    const challenge = await payCheckout(server, checkout, cards.authentication);
    expect(challenge.statusCode).toBe(200);
    expect(await sdkSubscription(server, account)).toMatchObject({ tier: "free" });
    const confirmed = await server.app.inject({
      method: "POST",
      url: `${checkout}/authenticate`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "outcome=complete",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    expect(await sdkSubscription(server, account)).toMatchObject({ tier: "creator", status: "active" });
  });
});

describe.each(databaseKinds)("billing off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CHORUS_BILLING: "off" });
  });
  afterAll(() => server?.close());

  it("refuses every payment call with billing_disabled", async () => {
    const account = await createTestAccount(server);
    const calls: [string, object][] = [
      ["create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" }],
      ["change-subscription", { subscription_type: "pro", billing_period: "monthly_period" }],
      ["cancel-subscription", {}],
      ["renew-subscription", {}],
      ["cancel-downgrade", {}],
      ["apply-discount", { discount_code: "WELCOME20" }],
      ["validate-promocode", { promocode: "WELCOME20" }],
      ["create-portal-session", {}],
      ["create-update-payment-methods-session", {}],
    ];
    for (const [call, body] of calls) {
      const response = await billingCall(server, account, call, body);
      expect(response.statusCode, call).toBe(403);
      expect(response.json().detail, call).toEqual({
        status: "billing_disabled",
        message: messages.billingDisabled,
      });
    }
  });
});
