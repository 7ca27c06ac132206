import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeTestPaymentMethods, signStripeWebhook } from "./testing/fake-stripe-server.ts";
import { nextKey, type StripeTestBed, startStripeTestBed } from "./testing/stripe-test-bed.ts";

describe("Stripe adapter: readWebhook", () => {
  let bed: StripeTestBed;
  beforeEach(async () => {
    bed = await startStripeTestBed();
  });
  afterEach(() => bed.close());

  const nowSeconds = () => Math.floor(bed.clock.now().getTime() / 1000);

  /** The newest event of that type, delivered to the adapter as Stripe would post it. */
  function deliver(type: string) {
    const event = bed.fake.lastEvent(type);
    if (!event) throw new Error(`no ${type} event was recorded`);
    const delivery = bed.fake.delivery(event, bed.webhookSecret);
    return { event, result: bed.provider.readWebhook(delivery.rawBody, delivery.headers) };
  }

  describe("signature", () => {
    it("accepts a delivery signed with the endpoint secret", async () => {
      await bed.subscribe();
      await expect(deliver("checkout.session.completed").result).resolves.toMatchObject({
        type: "subscription_started",
      });
    });

    it("refuses a tampered body, a wrong secret, a stale timestamp and a missing header", async () => {
      await bed.subscribe({ workspaceId: "ws_victim" });
      const event = bed.fake.lastEvent("checkout.session.completed");
      if (!event) throw new Error("no event");
      const rawBody = JSON.stringify(event);
      const signature = signStripeWebhook(rawBody, bed.webhookSecret, nowSeconds());
      const refused = { status: "invalid_webhook_signature", message: "The webhook signature is invalid." };

      const tampered = rawBody.replace("ws_victim", "ws_attacker");
      await expect(
        bed.provider.readWebhook(tampered, { "stripe-signature": signature }),
      ).rejects.toMatchObject(refused);
      const wrongSecret = signStripeWebhook(rawBody, "whsec_not_ours", nowSeconds());
      await expect(
        bed.provider.readWebhook(rawBody, { "stripe-signature": wrongSecret }),
      ).rejects.toMatchObject(refused);
      const stale = signStripeWebhook(rawBody, bed.webhookSecret, nowSeconds() - 301);
      await expect(bed.provider.readWebhook(rawBody, { "stripe-signature": stale })).rejects.toMatchObject(
        refused,
      );
      await expect(bed.provider.readWebhook(rawBody, {})).rejects.toMatchObject(refused);
      await expect(
        bed.provider.readWebhook(rawBody, { "stripe-signature": signature }),
      ).resolves.not.toBeNull();
    });

    it("measures staleness on Chorus's clock", async () => {
      await bed.subscribe();
      const event = bed.fake.lastEvent("checkout.session.completed");
      if (!event) throw new Error("no event");
      const delivery = bed.fake.delivery(event, bed.webhookSecret);
      bed.clock.advanceSeconds(299);
      await expect(bed.provider.readWebhook(delivery.rawBody, delivery.headers)).resolves.not.toBeNull();
      bed.clock.advanceSeconds(2);
      await expect(bed.provider.readWebhook(delivery.rawBody, delivery.headers)).rejects.toMatchObject({
        status: "invalid_webhook_signature",
      });
    });
  });

  describe("events", () => {
    it("checkout.session.completed → subscription_started", async () => {
      const { workspaceId, subscriptionId, customerId } = await bed.subscribe({
        tier: "growing_business",
        billingPeriod: "annual_period",
        currency: "eur",
      });

      const { event, result } = deliver("checkout.session.completed");

      expect(await result).toEqual({
        eventId: event.id,
        type: "subscription_started",
        workspaceId,
        subscription: {
          subscriptionId,
          customerId,
          tier: "growing_business",
          billingPeriod: "annual_period",
          currency: "eur",
          status: "active",
          currentPeriodStart: new Date("2026-03-10T12:00:00Z"),
          currentPeriodEnd: new Date("2027-03-10T12:00:00Z"),
          scheduled: null,
          discount: null,
        },
      });
    });

    it("customer.subscription.updated → subscription_updated, with a scheduled change read from the schedule", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "creator",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("downgrade"),
      });

      const { event, result } = deliver("customer.subscription.updated");

      expect(await result).toMatchObject({
        eventId: event.id,
        type: "subscription_updated",
        workspaceId,
        subscription: { subscriptionId, tier: "pro", scheduled: { kind: "change", tier: "creator" } },
      });
    });

    it("customer.subscription.updated after the period turned → the new plan, nothing scheduled", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "starter",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("downgrade"),
      });
      bed.fake.advanceSubscriptionPeriod(subscriptionId);

      const { result } = deliver("customer.subscription.updated");

      expect(await result).toMatchObject({
        type: "subscription_updated",
        subscription: {
          tier: "starter",
          scheduled: null,
          currentPeriodStart: new Date("2026-04-10T12:00:00Z"),
          currentPeriodEnd: new Date("2026-05-10T12:00:00Z"),
        },
      });
    });

    it("reports the subscription as it is now, not as the (late) payload says", async () => {
      const { subscriptionId, workspaceId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.cancelAtPeriodEnd({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("cancel"),
      });
      const late = bed.fake.lastEvent("customer.subscription.updated");
      bed.fake.cancelSubscriptionNow(subscriptionId);
      if (!late) throw new Error("no event");
      const delivery = bed.fake.delivery(late, bed.webhookSecret);

      expect(await bed.provider.readWebhook(delivery.rawBody, delivery.headers)).toEqual({
        eventId: late.id,
        type: "subscription_ended",
        workspaceId,
        subscriptionId,
      });
    });

    it("customer.subscription.deleted → subscription_ended", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe();
      await bed.provider.cancelAtPeriodEnd({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("cancel"),
      });
      bed.fake.advanceSubscriptionPeriod(subscriptionId);

      const { event, result } = deliver("customer.subscription.deleted");

      expect(await result).toEqual({
        eventId: event.id,
        type: "subscription_ended",
        workspaceId,
        subscriptionId,
      });
    });

    it("invoice.paid → invoice_paid", async () => {
      const { workspaceId } = await bed.subscribe({ tier: "creator", currency: "eur" });

      const { event, result } = deliver("invoice.paid");

      expect(await result).toEqual({
        eventId: event.id,
        type: "invoice_paid",
        workspaceId,
        invoice: {
          invoiceId: bed.fake.invoices()[0]?.id,
          amountDueCents: 2_200,
          currency: "eur",
          description: "1 × Creator monthly EUR",
          dueAt: null,
        },
      });
    });

    it("invoice.payment_failed → invoice_payment_failed, and the subscription is past due", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({
        tier: "starter",
        paymentMethod: fakeTestPaymentMethods.laterChargesFail,
      });
      bed.fake.advanceSubscriptionPeriod(subscriptionId);

      const failed = deliver("invoice.payment_failed");
      const updated = deliver("customer.subscription.updated");

      expect(await failed.result).toMatchObject({
        eventId: failed.event.id,
        type: "invoice_payment_failed",
        workspaceId,
        invoice: { amountDueCents: 500, currency: "usd" },
      });
      expect(await updated.result).toMatchObject({ subscription: { status: "past_due" } });
    });

    it("event types Chorus does not use → null", async () => {
      await bed.subscribe();

      expect(await deliver("customer.subscription.created").result).toBeNull();
    });

    it("a subscription no workspace owns → null", async () => {
      const { subscriptionId } = await bed.subscribe();
      await bed.stripe.subscriptions.update(subscriptionId, { metadata: "" });
      expect(await deliver("customer.subscription.updated").result).toBeNull();
      bed.fake.cancelSubscriptionNow(subscriptionId);

      expect(await deliver("customer.subscription.deleted").result).toBeNull();
    });
  });
});
