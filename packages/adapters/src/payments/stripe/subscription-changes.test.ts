import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeTestPaymentMethods } from "./testing/fake-stripe-server.ts";
import { nextKey, type StripeTestBed, startStripeTestBed } from "./testing/stripe-test-bed.ts";

describe("Stripe adapter: subscription changes", () => {
  let bed: StripeTestBed;
  beforeEach(async () => {
    bed = await startStripeTestBed();
  });
  afterEach(() => bed.close());

  function priceId(lookupKey: string): string | undefined {
    return bed.fake.prices().find((price) => price.lookup_key === lookupKey)?.id;
  }

  describe("changeSubscriptionNow (upgrade)", () => {
    it("moves to the new price now and charges the prorated difference", async () => {
      const { workspaceId, subscriptionId, customerId } = await bed.subscribe({ tier: "creator" });
      bed.clock.advanceSeconds(86_400 * 10);

      const changed = await bed.provider.changeSubscriptionNow({
        workspaceId,
        subscriptionId,
        tier: "pro",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("upgrade"),
      });

      expect(changed).toMatchObject({
        subscriptionId,
        customerId,
        tier: "pro",
        billingPeriod: "monthly_period",
        currency: "usd",
        status: "active",
        scheduled: null,
        currentPeriodStart: new Date("2026-03-10T12:00:00Z"),
        currentPeriodEnd: new Date("2026-04-10T12:00:00Z"),
      });
      expect(bed.fake.subscription(subscriptionId).items.data[0]?.price).toBe(
        priceId("chorus_pro_monthly_usd"),
      );
      const update = bed.fake.requests.find(
        (entry) => entry.path === `/v1/subscriptions/${subscriptionId}` && entry.method === "POST",
      );
      expect(update?.body).toContain("proration_behavior=always_invoice");
      expect(update?.body).toContain("payment_behavior=error_if_incomplete");
      // 21 of 31 days left: (9900 − 2200) × 21/31 = 5216 cents, paid at once.
      const proration = bed.fake
        .invoices()
        .find((invoice) => invoice.billing_reason === "subscription_update");
      expect(proration).toMatchObject({ status: "paid", amount_due: 5216 });
    });

    it("refuses with card_declined when the saved card is declined, changing nothing", async () => {
      const { workspaceId, subscriptionId, customerId } = await bed.subscribe({ tier: "creator" });
      bed.fake.setDefaultPaymentMethod(customerId, fakeTestPaymentMethods.declined);

      await expect(
        bed.provider.changeSubscriptionNow({
          workspaceId,
          subscriptionId,
          tier: "pro",
          billingPeriod: "monthly_period",
          idempotencyKey: nextKey("upgrade"),
        }),
      ).rejects.toMatchObject({ status: "card_declined", message: "Your card was declined." });
      expect(bed.fake.subscription(subscriptionId).items.data[0]?.price).toBe(
        priceId("chorus_creator_monthly_usd"),
      );
      expect(
        bed.fake.invoices().filter((invoice) => invoice.billing_reason === "subscription_update"),
      ).toEqual([]);
    });

    it("refuses with card_verification_failed when the card needs its holder to authenticate", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({
        tier: "starter",
        paymentMethod: fakeTestPaymentMethods.authenticationRequired,
      });

      await expect(
        bed.provider.changeSubscriptionNow({
          workspaceId,
          subscriptionId,
          tier: "creator",
          billingPeriod: "monthly_period",
          idempotencyKey: nextKey("upgrade"),
        }),
      ).rejects.toMatchObject({ status: "card_verification_failed" });
      expect(bed.fake.subscription(subscriptionId).items.data[0]?.price).toBe(
        priceId("chorus_starter_monthly_usd"),
      );
    });

    it("drops a scheduled downgrade when upgrading", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "starter",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("downgrade"),
      });

      const changed = await bed.provider.changeSubscriptionNow({
        workspaceId,
        subscriptionId,
        tier: "growing_business",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("upgrade"),
      });

      expect(changed).toMatchObject({ tier: "growing_business", scheduled: null });
      expect(bed.fake.subscription(subscriptionId).schedule).toBeNull();
    });

    it("never touches a subscription labelled with another workspace", async () => {
      const { subscriptionId } = await bed.subscribe({ tier: "creator" });

      await expect(
        bed.provider.changeSubscriptionNow({
          workspaceId: "ws_someone_else",
          subscriptionId,
          tier: "pro",
          billingPeriod: "monthly_period",
          idempotencyKey: nextKey("upgrade"),
        }),
      ).rejects.toMatchObject({ status: "payment_provider_error" });
      expect(bed.fake.subscription(subscriptionId).items.data[0]?.price).toBe(
        priceId("chorus_creator_monthly_usd"),
      );
    });
  });

  describe("scheduleSubscriptionChange (downgrade) and clearScheduledChanges", () => {
    it("schedules the new price for the end of the period, then clears it", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro", currency: "eur" });

      const scheduled = await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "creator",
        billingPeriod: "annual_period",
        idempotencyKey: nextKey("downgrade"),
      });

      expect(scheduled).toMatchObject({
        tier: "pro",
        billingPeriod: "monthly_period",
        currency: "eur",
        scheduled: { kind: "change", tier: "creator", billingPeriod: "annual_period" },
      });
      const [schedule] = bed.fake.schedules();
      expect(bed.fake.subscription(subscriptionId).schedule).toBe(schedule?.id);
      expect(schedule?.end_behavior).toBe("release");
      const periodEnd = Date.parse("2026-04-10T12:00:00Z") / 1000;
      expect(
        schedule?.phases.map((phase) => [phase.items[0]?.price, phase.start_date, phase.end_date]),
      ).toEqual([
        [priceId("chorus_pro_monthly_eur"), Date.parse("2026-03-10T12:00:00Z") / 1000, periodEnd],
        [priceId("chorus_creator_annual_eur"), periodEnd, Date.parse("2027-04-10T12:00:00Z") / 1000],
      ]);

      const cleared = await bed.provider.clearScheduledChanges({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("clear"),
      });

      expect(cleared).toMatchObject({ tier: "pro", billingPeriod: "monthly_period", scheduled: null });
      expect(bed.fake.subscription(subscriptionId).schedule).toBeNull();
      expect(bed.fake.schedules()[0]?.status).toBe("released");
      bed.fake.advanceSubscriptionPeriod(subscriptionId);
      expect(bed.fake.subscription(subscriptionId).items.data[0]?.price).toBe(
        priceId("chorus_pro_monthly_eur"),
      );
    });

    it("replaces an earlier scheduled change, and the change happens when the period ends", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "scale_2024_08_10" });
      const downgrade = (tier: "pro" | "starter") =>
        bed.provider.scheduleSubscriptionChange({
          workspaceId,
          subscriptionId,
          tier,
          billingPeriod: "monthly_period",
          idempotencyKey: nextKey("downgrade"),
        });

      await downgrade("pro");
      const replaced = await downgrade("starter");

      expect(replaced.scheduled).toEqual({
        kind: "change",
        tier: "starter",
        billingPeriod: "monthly_period",
      });
      expect(bed.fake.schedules()).toHaveLength(1);
      bed.fake.advanceSubscriptionPeriod(subscriptionId);
      expect(bed.fake.subscription(subscriptionId).items.data[0]?.price).toBe(
        priceId("chorus_starter_monthly_usd"),
      );
    });

    it("keeps a running promotion on both phases", async () => {
      const coupon = await bed.stripe.coupons.create({ percent_off: 25, duration: "forever" });
      await bed.stripe.promotionCodes.create({
        promotion: { type: "coupon", coupon: coupon.id },
        code: "QUARTER",
      });
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.applyPromotion({
        workspaceId,
        subscriptionId,
        code: "QUARTER",
        idempotencyKey: nextKey("promo"),
      });

      const scheduled = await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "creator",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("downgrade"),
      });

      expect(scheduled.discount).toEqual({ percentOff: 25, amountOffCents: null });
      const [discountId] = bed.fake.subscription(subscriptionId).discounts;
      expect(
        bed.fake.schedules()[0]?.phases.map((phase) => phase.discounts.map((entry) => entry.discount)),
      ).toEqual([[discountId], [discountId]]);
    });

    it("replaces a scheduled cancellation", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.cancelAtPeriodEnd({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("cancel"),
      });

      const scheduled = await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "creator",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("downgrade"),
      });

      expect(scheduled.scheduled).toEqual({
        kind: "change",
        tier: "creator",
        billingPeriod: "monthly_period",
      });
      expect(bed.fake.subscription(subscriptionId).cancel_at_period_end).toBe(false);
    });
  });

  describe("cancelAtPeriodEnd", () => {
    it("sets the cancellation for the end of the period, and clearing lifts it", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "creator" });

      const cancelled = await bed.provider.cancelAtPeriodEnd({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("cancel"),
      });

      expect(cancelled).toMatchObject({
        tier: "creator",
        status: "active",
        scheduled: { kind: "cancellation" },
      });
      expect(bed.fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);

      const kept = await bed.provider.clearScheduledChanges({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("keep"),
      });

      expect(kept.scheduled).toBeNull();
      expect(bed.fake.subscription(subscriptionId).cancel_at_period_end).toBe(false);
    });

    it("releases a scheduled downgrade first (Stripe refuses to cancel a scheduled subscription)", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      await bed.provider.scheduleSubscriptionChange({
        workspaceId,
        subscriptionId,
        tier: "starter",
        billingPeriod: "monthly_period",
        idempotencyKey: nextKey("downgrade"),
      });

      const cancelled = await bed.provider.cancelAtPeriodEnd({
        workspaceId,
        subscriptionId,
        idempotencyKey: nextKey("cancel"),
      });

      expect(cancelled.scheduled).toEqual({ kind: "cancellation" });
      expect(bed.fake.schedules()[0]?.status).toBe("released");
      bed.fake.advanceSubscriptionPeriod(subscriptionId);
      expect(bed.fake.subscription(subscriptionId).status).toBe("canceled");
    });

    it("answers no_subscription for a subscription that already ended", async () => {
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      bed.fake.cancelSubscriptionNow(subscriptionId);

      await expect(
        bed.provider.cancelAtPeriodEnd({ workspaceId, subscriptionId, idempotencyKey: nextKey("cancel") }),
      ).rejects.toMatchObject({ status: "no_subscription" });
    });
  });
});
