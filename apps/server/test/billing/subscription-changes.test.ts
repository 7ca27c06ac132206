import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma } from "../text-to-speech/support.ts";
import { billingCall, cards, saveCard, sdkSubscription, signInAgain, subscribe } from "./checkout-support.ts";
import { createBillingAccount, getSubscription } from "./support.ts";

const invoicesOf = async (server: TestServer, account: { accessToken: string }) =>
  (await server.request("GET", "/v1/billing/invoices", { token: account.accessToken })).json().invoices;

describe.each(databaseKinds)("changing a subscription on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
  });
  afterAll(() => server?.close());

  it("upgrades at once, charging the prorated difference, and tops the period's credits up", async () => {
    const subscriber = await createTestAccount(server);
    await subscribe(server, subscriber);
    server.clock.advanceDays(10);
    // Access tokens live 15 minutes; a new session stands for the person coming back.
    const account = await signInAgain(server, subscriber);
    const upgrade = await billingCall(server, account, "change-subscription", {
      subscription_type: "pro",
      billing_period: "monthly_period",
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(upgrade.json()).toMatchObject({ tier: "pro", status: "active", character_limit: 500_000 });
    const [proration] = await invoicesOf(server, account);
    expect(proration.status).toBe("paid");
    // (9,900 − 2,200) cents for the two-thirds of a month that is left, give or take a day's rounding.
    expect(proration.amount_due_cents).toBeGreaterThan(4_800);
    expect(proration.amount_due_cents).toBeLessThan(5_600);
    expect((await sdkSubscription(server, account)).previously_subscribed_tiers).toEqual(["creator"]);
  });

  it("schedules a downgrade for the period's end, and cancels it", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account, { subscription_type: "pro", billing_period: "monthly_period" });
    const downgrade = await billingCall(server, account, "change-subscription", {
      subscription_type: "starter",
      billing_period: "monthly_period",
    });
    expect(downgrade.statusCode, downgrade.body).toBe(200);
    const scheduled = downgrade.json();
    expect(scheduled.tier).toBe("pro");
    expect(scheduled.pending_change).toMatchObject({
      kind: "change",
      next_tier: "starter",
      next_billing_period: "monthly_period",
    });
    expect(scheduled.pending_change.timestamp_seconds).toBe(scheduled.next_character_count_reset_unix);
    expect(scheduled.next_invoice.amount_due_cents).toBe(500);

    const cancelled = await billingCall(server, account, "cancel-downgrade");
    expect(cancelled.json()).toMatchObject({ tier: "pro", pending_change: null });
    const nothing = await billingCall(server, account, "cancel-downgrade");
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toEqual({
      status: "no_pending_change",
      message: messages.noPendingDowngrade,
    });
  });

  it("treats annual to monthly as a downgrade", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account, { subscription_type: "creator", billing_period: "annual_period" });
    const change = await billingCall(server, account, "change-subscription", {
      subscription_type: "creator",
      billing_period: "monthly_period",
    });
    expect(change.json()).toMatchObject({
      billing_period: "annual_period",
      pending_change: { kind: "change", next_tier: "creator", next_billing_period: "monthly_period" },
    });
  });

  it("cancels at the period's end, renews on Do Not Cancel, and refuses the plan it already has", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account);
    const same = await billingCall(server, account, "change-subscription", {
      subscription_type: "creator",
      billing_period: "monthly_period",
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().detail.message).toBe(messages.sameSubscription);

    const cancel = await billingCall(server, account, "cancel-subscription");
    expect(cancel.json()).toMatchObject({ tier: "creator", pending_change: { kind: "cancellation" } });
    expect(cancel.json().next_invoice).toBeNull();
    const renew = await billingCall(server, account, "renew-subscription");
    expect(renew.json()).toMatchObject({ tier: "creator", pending_change: null });
    expect(renew.json().next_invoice.amount_due_cents).toBe(2200);
  });

  it("leaves the plan unchanged when the upgrade's charge is declined", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account, undefined, cards.laterChargesFail);
    const upgrade = await billingCall(server, account, "change-subscription", {
      subscription_type: "pro",
      billing_period: "monthly_period",
    });
    expect(upgrade.statusCode).toBe(402);
    expect(upgrade.json().detail.status).toBe("card_declined");
    expect(await sdkSubscription(server, account)).toMatchObject({ tier: "creator", status: "active" });
  });

  it("answers a retried call with the same idempotency key once, and refuses the key on another call", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account);
    const body = {
      subscription_type: "pro",
      billing_period: "monthly_period",
      idempotency_key: "upgrade-key-1",
    };
    const first = await billingCall(server, account, "change-subscription", body);
    const second = await billingCall(server, account, "change-subscription", body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect((await invoicesOf(server, account)).length).toBe(2); // the checkout and one proration
    const elsewhere = await billingCall(server, account, "cancel-subscription", {
      idempotency_key: "upgrade-key-1",
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().detail.status).toBe("idempotency_conflict");
  });

  it("refuses changes without a subscription, and portal pages before the first payment", async () => {
    const account = await createTestAccount(server);
    for (const call of ["cancel-subscription", "renew-subscription", "create-portal-session"]) {
      const response = await billingCall(server, account, call);
      expect(response.statusCode, call).toBe(400);
      expect(response.json().detail.status, call).toBe("no_subscription");
    }
  });

  it("opens the provider's portal and payment-method pages for a paying workspace", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account);
    for (const [call, path] of [
      ["create-portal-session", "/test-payments/portal/"],
      ["create-update-payment-methods-session", "/test-payments/payment-methods/"],
    ] as const) {
      const response = await billingCall(server, account, call);
      expect(response.statusCode, call).toBe(200);
      const url = new URL(response.json().url);
      expect(url.pathname.startsWith(path), call).toBe(true);
      const page = await server.app.inject({ method: "GET", url: url.pathname });
      expect(page.statusCode, call).toBe(200);
    }
  });

  it("applies a discount to a running subscription's next invoice", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account);
    const applied = await billingCall(server, account, "apply-discount", { discount_code: "HALFOFF" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().next_invoice).toMatchObject({ amount_due_cents: 1100, discount_percent_off: 50 });
    const expired = await billingCall(server, account, "apply-discount", { discount_code: "EXPIRED" });
    expect(expired.json().detail.status).toBe("coupon_expired");
  });
});

describe.each(databaseKinds)("the end of a billing period on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
  });
  afterAll(() => server?.close());

  it("applies a scheduled downgrade when the provider renews the subscription", async () => {
    const account = await createBillingAccount(server);
    await subscribe(server, account, { subscription_type: "pro", billing_period: "monthly_period" });
    await billingCall(server, account, "change-subscription", {
      subscription_type: "starter",
      billing_period: "monthly_period",
    });
    server.clock.advanceDays(32);
    expect(await server.testPayments!.renewDueSubscriptions()).toBe(1);
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: "starter",
      status: "active",
      // Starter's month, with nothing rolled over from Pro's richer one.
      character_limit: 30_000,
      pending_change: null,
    });
  });

  it("ends a cancelled subscription at the period's end: back to free", async () => {
    const account = await createBillingAccount(server);
    await subscribe(server, account);
    await billingCall(server, account, "cancel-subscription");
    server.clock.advanceDays(32);
    await server.testPayments!.renewDueSubscriptions();
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: "free",
      status: "free",
      previously_subscribed_tiers: ["creator"],
    });
  });

  it("goes past due when the renewal fails, blocks generation, and recovers with a new card", async () => {
    const account = await createBillingAccount(server);
    await subscribe(server, account, undefined, cards.laterChargesFail);
    server.clock.advanceDays(32);
    await server.testPayments!.renewDueSubscriptions();
    const pastDue = await getSubscription(server, account.apiKey);
    expect(pastDue).toMatchObject({ tier: "creator", status: "past_due", has_open_invoices: true });
    expect(pastDue.open_invoices[0].amount_due_cents).toBe(2200);

    const speech = await server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, {
      apiKey: account.apiKey,
      body: { text: "Hello there.", model_id: "eleven_flash_v2_5" },
    });
    expect(speech.statusCode).toBe(402);
    expect(speech.json().detail).toEqual({ status: "payment_required", message: messages.paymentProblem });

    const back = await signInAgain(server, account);
    const page = await billingCall(server, back, "create-update-payment-methods-session");
    const saved = await saveCard(server, new URL(page.json().url).pathname, cards.succeeds);
    expect(saved.statusCode, saved.body).toBe(303);
    const recovered = await getSubscription(server, account.apiKey);
    expect(recovered).toMatchObject({ tier: "creator", status: "active", has_open_invoices: false });
    const spoken = await server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, {
      apiKey: account.apiKey,
      body: { text: "Hello there.", model_id: "eleven_flash_v2_5" },
    });
    expect(spoken.statusCode).toBe(200);
  });
});
