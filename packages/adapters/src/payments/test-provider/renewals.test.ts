import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testPaymentInvoices, testPaymentSubscriptions } from "../../db/schema/test-payments.ts";
import {
  cardForm,
  htmlOf,
  type ProviderHarness,
  startProviderHarness,
  subscribe,
  tokenOf,
} from "./testing/provider-harness.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let h: ProviderHarness;
const start = new Date("2025-01-31T09:30:00Z");
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

describe("renewals", () => {
  it("charges the next period on its billing day (31st → Feb 28 → Mar 31) and reports it", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "creator" });
    expect(subscription.currentPeriodEnd).toEqual(new Date("2025-02-28T09:30:00Z"));
    expect(await h.provider.renewDueSubscriptions()).toBe(0);

    h.clock.set(new Date("2025-02-28T09:30:00Z"));
    const before = h.deliveries.length;
    expect(await h.provider.renewDueSubscriptions()).toBe(1);
    const events = h.events().slice(before);
    expect(events.map((e) => e?.type)).toEqual(["subscription_updated", "invoice_paid"]);
    expect(events[0]).toMatchObject({
      subscription: {
        status: "active",
        currentPeriodStart: new Date("2025-02-28T09:30:00Z"),
        currentPeriodEnd: new Date("2025-03-31T09:30:00Z"),
      },
    });
    expect(events[1]).toMatchObject({ invoice: { amountDueCents: 2_200, description: "Creator (monthly)" } });
    // Done for this period: running again does nothing.
    expect(await h.provider.renewDueSubscriptions()).toBe(0);
    expect((await invoicesOf(workspaceId)).map((i) => i.status)).toEqual(["paid", "paid"]);
  });

  it("catches up every missed period in one run", async () => {
    const { workspaceId } = await subscribe(h, { tier: "starter" });
    h.clock.set(new Date("2025-05-01T00:00:00Z"));
    await h.provider.renewDueSubscriptions();
    // Feb 28, Mar 31, Apr 30 renewals after the first invoice.
    expect((await invoicesOf(workspaceId)).map((i) => i.createdAt.toISOString())).toEqual([
      "2025-01-31T09:30:00.000Z",
      "2025-02-28T09:30:00.000Z",
      "2025-03-31T09:30:00.000Z",
      "2025-04-30T09:30:00.000Z",
    ]);
  });

  it("applies a scheduled change at the end of the period", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "pro" });
    await h.provider.scheduleSubscriptionChange({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      tier: "starter",
      billingPeriod: "annual_period",
      idempotencyKey: "downgrade-at-end",
    });
    h.clock.set(new Date("2025-02-28T10:00:00Z"));
    const before = h.deliveries.length;
    await h.provider.renewDueSubscriptions();
    const updated = h.events().slice(before)[0];
    expect(updated).toMatchObject({
      type: "subscription_updated",
      subscription: {
        tier: "starter",
        billingPeriod: "annual_period",
        scheduled: null,
        currentPeriodStart: new Date("2025-02-28T09:30:00Z"),
        currentPeriodEnd: new Date("2026-02-28T09:30:00Z"),
      },
    });
    expect((await invoicesOf(workspaceId)).map((i) => [i.amountDueCents, i.description])).toEqual([
      [9_900, "Pro (monthly)"],
      [5_000, "Starter (yearly)"],
    ]);
  });

  it("ends a subscription set to cancel, without charging", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "creator" });
    await h.provider.cancelAtPeriodEnd({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      idempotencyKey: "cancel-at-end",
    });
    h.clock.set(new Date("2025-03-01T00:00:00Z"));
    const before = h.deliveries.length;
    await h.provider.renewDueSubscriptions();
    expect(h.events().slice(before)).toEqual([
      expect.objectContaining({
        type: "subscription_ended",
        workspaceId,
        subscriptionId: subscription.subscriptionId,
      }),
    ]);
    expect((await rowOf(subscription.subscriptionId)).status).toBe("canceled");
    expect(await invoicesOf(workspaceId)).toHaveLength(1);
    // An ended subscription is not renewed again, nor changed.
    h.clock.set(new Date("2025-06-01T00:00:00Z"));
    await h.provider.renewDueSubscriptions();
    expect(await invoicesOf(workspaceId)).toHaveLength(1);
    await expect(
      h.provider.clearScheduledChanges({
        workspaceId,
        subscriptionId: subscription.subscriptionId,
        idempotencyKey: "too-late",
      }),
    ).rejects.toMatchObject({ status: "payment_provider_error" });
  });

  it("uses WELCOME20 on the first three invoices, then charges the list price", async () => {
    const { workspaceId } = await subscribe(h, { tier: "creator", promotionCode: "WELCOME20" });
    h.clock.set(new Date("2025-05-01T00:00:00Z"));
    await h.provider.renewDueSubscriptions();
    expect((await invoicesOf(workspaceId)).map((i) => i.amountDueCents)).toEqual([
      1_760, 1_760, 1_760, 2_200,
    ]);
  });

  it("0341: the renewal fails → past_due with an open invoice; a good card on the payment-method page pays it", async () => {
    const { workspaceId, subscription } = await subscribe(h, { tier: "creator", card: "4000000000000341" });
    h.clock.set(new Date("2025-02-28T09:30:00Z"));
    const before = h.deliveries.length;
    await h.provider.renewDueSubscriptions();
    const failed = h.events().slice(before);
    expect(failed.map((e) => e?.type)).toEqual(["invoice_payment_failed", "subscription_updated"]);
    expect(failed[0]).toMatchObject({
      invoice: { amountDueCents: 2_200, dueAt: new Date("2025-02-28T09:30:00Z") },
    });
    expect(failed[1]).toMatchObject({
      subscription: { status: "past_due", currentPeriodEnd: new Date("2025-03-31T09:30:00Z") },
    });
    const openInvoice = (await invoicesOf(workspaceId)).at(-1)!;
    expect(openInvoice.status).toBe("open");

    const { url } = await h.provider.createUpdatePaymentMethodsSession({
      workspaceId,
      customerId: subscription.customerId,
      returnUrl: "http://chorus.test/app/subscription",
      idempotencyKey: "pm-after-failure",
    });
    const page = htmlOf(await h.provider.pages.showPaymentMethods(tokenOf(url)));
    expect(page).toContain("•••• 0341");
    expect(page).toContain("$22.00");

    // A declined card does not pay it.
    const declined = htmlOf(
      await h.provider.pages.savePaymentMethod(tokenOf(url), cardForm("4000000000000002")),
    );
    expect(declined).toContain("Your card was declined.");
    expect((await invoicesOf(workspaceId)).at(-1)!.status).toBe("open");

    const paidAt = h.deliveries.length;
    const saved = await h.provider.pages.savePaymentMethod(tokenOf(url), cardForm("4242 4242 4242 4242"));
    expect(saved).toEqual({ kind: "redirect", location: "http://chorus.test/app/subscription" });
    const paid = h.events().slice(paidAt);
    expect(paid.map((e) => e?.type)).toEqual(["invoice_paid", "subscription_updated"]);
    expect(paid[0]).toMatchObject({ invoice: { invoiceId: openInvoice.id, dueAt: null } });
    expect(paid[1]).toMatchObject({ subscription: { status: "active" } });
    expect((await rowOf(subscription.subscriptionId)).cardNumber).toBe("4242424242424242");

    // The next renewal goes through with the new card.
    h.clock.set(new Date("2025-03-31T09:30:00Z"));
    await h.provider.renewDueSubscriptions();
    expect((await invoicesOf(workspaceId)).map((i) => i.status)).toEqual(["paid", "paid", "paid"]);
  });
});
