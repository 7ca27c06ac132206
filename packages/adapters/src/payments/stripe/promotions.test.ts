import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextKey, type StripeTestBed, startStripeTestBed } from "./testing/stripe-test-bed.ts";

describe("Stripe adapter: promotions", () => {
  let bed: StripeTestBed;
  beforeEach(async () => {
    bed = await startStripeTestBed();
  });
  afterEach(() => bed.close());

  const nowSeconds = () => Math.floor(bed.clock.now().getTime() / 1000);

  async function promotionCode(
    code: string,
    coupon: Parameters<StripeTestBed["stripe"]["coupons"]["create"]>[0],
    options: { active?: boolean; expires_at?: number; max_redemptions?: number } = {},
  ) {
    const created = await bed.stripe.coupons.create(coupon);
    return bed.stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: created.id },
      code,
      ...options,
    });
  }

  describe("findPromotion", () => {
    it("reads a valid code with its coupon, without regard to case", async () => {
      await promotionCode("WELCOME20", { percent_off: 20, duration: "repeating", duration_in_months: 3 });
      await promotionCode("CREATOR2200", { amount_off: 2200, currency: "usd", duration: "once" });

      expect(await bed.provider.findPromotion("welcome20")).toEqual({
        code: "WELCOME20",
        valid: true,
        expired: false,
        percentOff: 20,
        amountOffCents: null,
        durationInMonths: 3,
      });
      expect(await bed.provider.findPromotion("CREATOR2200")).toEqual({
        code: "CREATOR2200",
        valid: true,
        expired: false,
        percentOff: null,
        amountOffCents: 2200,
        durationInMonths: null,
      });
    });

    it("is undefined for a code Stripe does not have", async () => {
      expect(await bed.provider.findPromotion("NOPE")).toBeUndefined();
    });

    it("marks a code past its expiry date, or whose coupon's redeem_by passed, as expired", async () => {
      await promotionCode("SHORT", { percent_off: 10, duration: "once" }, { expires_at: nowSeconds() + 60 });
      await promotionCode("REDEEMBY", { percent_off: 10, duration: "once", redeem_by: nowSeconds() + 60 });
      expect(await bed.provider.findPromotion("SHORT")).toMatchObject({ valid: true, expired: false });

      bed.clock.advanceSeconds(61);

      expect(await bed.provider.findPromotion("SHORT")).toMatchObject({ valid: false, expired: true });
      expect(await bed.provider.findPromotion("REDEEMBY")).toMatchObject({ valid: false, expired: true });
    });

    it("marks a deactivated or used-up code invalid but not expired", async () => {
      await promotionCode("OFF", { percent_off: 10, duration: "once" }, { active: false });
      const once = await promotionCode("ONCE", { percent_off: 10, duration: "once" }, { max_redemptions: 1 });

      expect(await bed.provider.findPromotion("OFF")).toMatchObject({ valid: false, expired: false });
      const { url } = await bed.provider.createCheckoutSession({
        workspaceId: "ws_promo",
        customerId: null,
        customerEmail: "p@example.com",
        tier: "creator",
        billingPeriod: "monthly_period",
        currency: "usd",
        promotionCode: once.code,
        successUrl: "https://chorus.example/ok",
        cancelUrl: "https://chorus.example/no",
        idempotencyKey: nextKey("checkout"),
      });
      bed.fake.completeCheckoutSession(url);
      expect(await bed.provider.findPromotion("ONCE")).toMatchObject({ valid: false, expired: false });
    });
  });

  describe("applyPromotion", () => {
    it("puts the code on the subscription's next invoices", async () => {
      const code = await promotionCode("HALFOFF", { percent_off: 50, duration: "once" });
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });

      const subscription = await bed.provider.applyPromotion({
        workspaceId,
        subscriptionId,
        code: "halfoff",
        idempotencyKey: nextKey("promo"),
      });

      expect(subscription.discount).toEqual({ percentOff: 50, amountOffCents: null });
      const update = bed.fake.requests.find(
        (entry) => entry.method === "POST" && entry.path === `/v1/subscriptions/${subscriptionId}`,
      );
      expect(decodeURIComponent(update?.body ?? "")).toContain(`discounts[0][promotion_code]=${code.id}`);
      bed.fake.advanceSubscriptionPeriod(subscriptionId);
      expect(bed.fake.invoices().at(-1)).toMatchObject({
        billing_reason: "subscription_cycle",
        amount_due: 4_950,
      });
    });

    it("refuses an expired code with coupon_expired and an unknown one with invalid_promocode", async () => {
      await promotionCode("GONE", { percent_off: 10, duration: "once" }, { expires_at: nowSeconds() + 1 });
      const { workspaceId, subscriptionId } = await bed.subscribe({ tier: "pro" });
      bed.clock.advanceSeconds(5);

      await expect(
        bed.provider.applyPromotion({
          workspaceId,
          subscriptionId,
          code: "GONE",
          idempotencyKey: nextKey("promo"),
        }),
      ).rejects.toMatchObject({ status: "coupon_expired" });
      await expect(
        bed.provider.applyPromotion({
          workspaceId,
          subscriptionId,
          code: "WHAT",
          idempotencyKey: nextKey("promo"),
        }),
      ).rejects.toMatchObject({ status: "invalid_promocode" });
      expect(bed.fake.subscription(subscriptionId).discounts).toEqual([]);
    });
  });
});
