import { messages } from "@chorus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testPaymentInvoices, testPaymentSubscriptions } from "../../db/schema/test-payments.ts";
import {
  htmlOf,
  type ProviderHarness,
  publicUrl,
  startProviderHarness,
  subscribe,
  tokenOf,
} from "./testing/provider-harness.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let h: ProviderHarness;
const start = new Date("2025-04-01T00:00:00Z");
beforeAll(async () => {
  h = await startProviderHarness(start);
});
afterAll(() => h?.close());
beforeEach(() => h.clock.set(start));

const invoicesOf = (workspaceId: string) =>
  h.db
    .select()
    .from(testPaymentInvoices)
    .where(eq(testPaymentInvoices.workspaceId, workspaceId))
    .orderBy(testPaymentInvoices.createdAt);
const rowOf = async (subscriptionId: string) =>
  (
    await h.db.select().from(testPaymentSubscriptions).where(eq(testPaymentSubscriptions.id, subscriptionId))
  )[0]!;

describe("changing a subscription now", () => {
  it("charges the price difference for the rest of the period (half of April: (99 − 22) / 2)", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "creator" });
    h.clock.advanceDays(15); // April has 30 days: half the period is left
    const before = h.deliveries.length;
    const changed = await h.provider.changeSubscriptionNow({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      tier: "pro",
      billingPeriod: "monthly_period",
      idempotencyKey: "upgrade-1",
    });
    expect(changed).toMatchObject({
      tier: "pro",
      billingPeriod: "monthly_period",
      status: "active",
      currentPeriodStart: new Date("2025-04-01T00:00:00Z"),
      currentPeriodEnd: new Date("2025-05-01T00:00:00Z"),
    });
    const invoices = await invoicesOf(workspaceId);
    expect(invoices.map((i) => [i.amountDueCents, i.status])).toEqual([
      [2_200, "paid"],
      [3_850, "paid"],
    ]);
    const events = h.events().slice(before);
    expect(events.map((e) => e?.type)).toEqual(["subscription_updated", "invoice_paid"]);
    expect(events[0]).toMatchObject({ subscription: changed });
    expect(events[1]).toMatchObject({ invoice: { amountDueCents: 3_850, invoiceId: invoices[1]!.id } });
  });

  it("monthly to yearly starts a yearly period now, charged in full minus the unused month", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "creator" });
    h.clock.advanceDays(15);
    const changed = await h.provider.changeSubscriptionNow({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      tier: "pro",
      billingPeriod: "annual_period",
      idempotencyKey: "to-annual-1",
    });
    expect(changed.currentPeriodStart).toEqual(new Date("2025-04-16T00:00:00Z"));
    expect(changed.currentPeriodEnd).toEqual(new Date("2026-04-16T00:00:00Z"));
    expect((await invoicesOf(workspaceId)).at(-1)!.amountDueCents).toBe(99_000 - 1_100);
  });

  it("never charges a negative amount (a cheaper plan now costs nothing)", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "pro" });
    h.clock.advanceDays(10);
    await h.provider.changeSubscriptionNow({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      tier: "starter",
      billingPeriod: "monthly_period",
      idempotencyKey: "down-now-1",
    });
    expect((await invoicesOf(workspaceId)).at(-1)!.amountDueCents).toBe(0);
  });

  it("0341 on file: card_declined, and nothing changes", async () => {
    const { workspaceId, subscription } = await subscribe(h, {
      tier: "creator",
      card: "4000 0000 0000 0341",
    });
    const row = await rowOf(subscription.subscriptionId);
    const before = h.deliveries.length;
    await expect(
      h.provider.changeSubscriptionNow({
        workspaceId,
        subscriptionId: subscription.subscriptionId,
        tier: "pro",
        billingPeriod: "monthly_period",
        idempotencyKey: "declined-1",
      }),
    ).rejects.toMatchObject({ status: "card_declined", message: messages.cardDeclined });
    expect(await rowOf(subscription.subscriptionId)).toEqual(row);
    expect(await invoicesOf(workspaceId)).toHaveLength(1);
    expect(h.deliveries.length).toBe(before);
  });

  it("is idempotent by key: a repeat answers the same without charging again", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "starter" });
    h.clock.advanceDays(15);
    const request = {
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      tier: "creator" as const,
      billingPeriod: "monthly_period" as const,
      idempotencyKey: "same-key",
    };
    const before = h.deliveries.length;
    const first = await h.provider.changeSubscriptionNow(request);
    const again = await h.provider.changeSubscriptionNow(request);
    expect(again).toEqual(first);
    expect(again.currentPeriodEnd).toBeInstanceOf(Date);
    expect((await invoicesOf(workspaceId)).map((i) => i.amountDueCents)).toEqual([500, 850]);
    expect(h.deliveries.length - before).toBe(2);

    // Another key is another call.
    await h.provider.changeSubscriptionNow({ ...request, tier: "pro", idempotencyKey: "other-key" });
    expect((await invoicesOf(workspaceId)).map((i) => i.amountDueCents)).toEqual([500, 850, 3_850]);
  });

  it("refuses a subscription of another workspace", async () => {
    const { subscription } = await subscribe(h);
    await expect(
      h.provider.cancelAtPeriodEnd({
        workspaceId: "ws_someone_else",
        subscriptionId: subscription.subscriptionId,
        idempotencyKey: "cancel-x",
      }),
    ).rejects.toMatchObject({ status: "payment_provider_error" });
  });
});

describe("scheduled changes", () => {
  it("schedules a change, replaces it with a cancellation, and clears it", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "pro" });
    const ids = { workspaceId, subscriptionId: subscription.subscriptionId };
    const before = h.deliveries.length;
    const scheduled = await h.provider.scheduleSubscriptionChange({
      ...ids,
      tier: "creator",
      billingPeriod: "annual_period",
      idempotencyKey: "s-1",
    });
    expect(scheduled.scheduled).toEqual({ kind: "change", tier: "creator", billingPeriod: "annual_period" });
    expect(scheduled.tier).toBe("pro");

    const cancelling = await h.provider.cancelAtPeriodEnd({ ...ids, idempotencyKey: "c-1" });
    expect(cancelling.scheduled).toEqual({ kind: "cancellation" });

    const cleared = await h.provider.clearScheduledChanges({ ...ids, idempotencyKey: "x-1" });
    expect(cleared.scheduled).toBeNull();
    expect(await invoicesOf(workspaceId)).toHaveLength(1);

    const events = h.events().slice(before);
    expect(events.map((e) => e?.type)).toEqual([
      "subscription_updated",
      "subscription_updated",
      "subscription_updated",
    ]);
    expect(
      events.map((e) => (e?.type === "subscription_updated" ? e.subscription.scheduled : undefined)),
    ).toEqual([scheduled.scheduled, { kind: "cancellation" }, null]);
  });
});

describe("applying a promotion", () => {
  it("records the discount for the next invoices", async () => {
    const { workspaceId, subscription } = await subscribe(h);
    const updated = await h.provider.applyPromotion({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      code: "halfoff",
      idempotencyKey: "promo-1",
    });
    expect(updated.discount).toEqual({ percentOff: 50, amountOffCents: null });
    expect(h.events().at(-1)).toMatchObject({
      type: "subscription_updated",
      subscription: { discount: updated.discount },
    });
  });

  it("refuses expired and unknown codes and changes nothing", async () => {
    const { workspaceId, subscription } = await subscribe(h);
    const ids = { workspaceId, subscriptionId: subscription.subscriptionId };
    await expect(
      h.provider.applyPromotion({ ...ids, code: "EXPIRED", idempotencyKey: "p-2" }),
    ).rejects.toMatchObject({
      status: "coupon_expired",
    });
    await expect(
      h.provider.applyPromotion({ ...ids, code: "WHATEVER", idempotencyKey: "p-3" }),
    ).rejects.toMatchObject({
      status: "invalid_promocode",
    });
    expect((await rowOf(subscription.subscriptionId)).discountCode).toBeNull();
  });
});

describe("portal and payment-method sessions", () => {
  it("answer hour-long links for the workspace's customer, idempotently", async () => {
    const { workspaceId, subscription } = await subscribe(h);
    const request = {
      workspaceId,
      customerId: subscription.customerId,
      returnUrl: "http://chorus.test/app/subscription",
      idempotencyKey: "portal-1",
    };
    const { url } = await h.provider.createPortalSession(request);
    expect(url).toMatch(new RegExp(`^${publicUrl}/test-payments/portal/[A-Za-z0-9_-]{32}$`));
    expect((await h.provider.createPortalSession(request)).url).toBe(url);
    const methods = await h.provider.createUpdatePaymentMethodsSession({
      ...request,
      idempotencyKey: "pm-1",
    });
    expect(methods.url).toMatch(new RegExp(`^${publicUrl}/test-payments/payment-methods/`));

    expect(htmlOf(await h.provider.pages.showPortal(tokenOf(url)))).toContain("Chorus Creator");
    h.clock.advanceSeconds(3_600);
    const expired = await h.provider.pages.showPortal(tokenOf(url));
    expect(expired.kind === "html" && expired.statusCode).toBe(410);
    // A portal token is not a payment-method token.
    const wrongKind = await h.provider.pages.showPaymentMethods(tokenOf(url));
    expect(wrongKind.kind === "html" && wrongKind.statusCode).toBe(404);
  });

  it("refuse a customer the workspace does not have", async () => {
    await expect(
      h.provider.createPortalSession({
        workspaceId: "ws_nobody",
        customerId: "cus_nobody",
        returnUrl: "http://chorus.test/",
        idempotencyKey: "portal-2",
      }),
    ).rejects.toMatchObject({ status: "payment_provider_error" });
  });
});
