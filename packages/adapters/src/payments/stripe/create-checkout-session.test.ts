import type { CheckoutRequest } from "@chorus/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStripePaymentProvider } from "./create-stripe-payment-provider.ts";
import { nextKey, type StripeTestBed, startStripeTestBed } from "./testing/stripe-test-bed.ts";

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    workspaceId: "ws_checkout",
    customerId: null,
    customerEmail: "owner@example.com",
    tier: "pro",
    billingPeriod: "annual_period",
    currency: "eur",
    promotionCode: null,
    successUrl: "https://chorus.example/subscription?checkout=success",
    cancelUrl: "https://chorus.example/subscription?checkout=cancel",
    idempotencyKey: nextKey("checkout"),
    ...overrides,
  };
}

describe("Stripe adapter: createCheckoutSession", () => {
  let bed: StripeTestBed;
  beforeEach(async () => {
    bed = await startStripeTestBed();
  });
  afterEach(() => bed.close());

  it("opens a subscription Checkout for the tier's price, labelled with the workspace", async () => {
    const { url } = await bed.provider.createCheckoutSession(checkout());

    const [session] = bed.fake.checkoutSessions();
    expect(url).toBe(session?.url);
    const price = bed.fake.prices().find((candidate) => candidate.lookup_key === "chorus_pro_annual_eur");
    expect(session).toMatchObject({
      mode: "subscription",
      customer: null,
      customer_email: "owner@example.com",
      client_reference_id: "ws_checkout",
      success_url: "https://chorus.example/subscription?checkout=success",
      cancel_url: "https://chorus.example/subscription?checkout=cancel",
      discounts: [],
      line_items_requested: [{ price: price?.id, quantity: 1 }],
      subscription_data: { metadata: { workspace_id: "ws_checkout" } },
    });
  });

  it("reuses the customer of an earlier subscription instead of the email", async () => {
    const customer = await bed.stripe.customers.create({ email: "old@example.com" });

    await bed.provider.createCheckoutSession(checkout({ customerId: customer.id }));

    expect(bed.fake.checkoutSessions()[0]).toMatchObject({ customer: customer.id, customer_email: null });
  });

  it("is idempotent by key: a retry gets the same session", async () => {
    const request = checkout();

    const first = await bed.provider.createCheckoutSession(request);
    const second = await bed.provider.createCheckoutSession(request);

    expect(second.url).toBe(first.url);
    expect(bed.fake.checkoutSessions()).toHaveLength(1);
    const creations = bed.fake.requests.filter((entry) => entry.path === "/v1/checkout/sessions");
    expect(creations.map((entry) => [entry.idempotencyKey, entry.replayed])).toEqual([
      [request.idempotencyKey, false],
      [request.idempotencyKey, true],
    ]);
  });

  it("applies a valid promotion code as a discount", async () => {
    const coupon = await bed.stripe.coupons.create({
      percent_off: 20,
      duration: "repeating",
      duration_in_months: 3,
    });
    const code = await bed.stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "WELCOME20",
    });

    await bed.provider.createCheckoutSession(checkout({ promotionCode: "welcome20" }));

    expect(bed.fake.checkoutSessions()[0]?.discounts).toEqual([{ promotion_code: code.id, coupon: null }]);
  });

  it("refuses an expired promotion code with coupon_expired and opens nothing", async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10, duration: "once" });
    await bed.stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "LASTYEAR",
      expires_at: Math.floor(bed.clock.now().getTime() / 1000) + 60,
    });
    bed.clock.advanceSeconds(120);

    await expect(
      bed.provider.createCheckoutSession(checkout({ promotionCode: "LASTYEAR" })),
    ).rejects.toMatchObject({
      status: "coupon_expired",
    });
    expect(bed.fake.checkoutSessions()).toEqual([]);
  });

  it("refuses an unknown promotion code with invalid_promocode", async () => {
    await expect(
      bed.provider.createCheckoutSession(checkout({ promotionCode: "NOSUCHCODE" })),
    ).rejects.toMatchObject({
      status: "invalid_promocode",
      message: "Invalid promocode",
    });
  });

  it("refuses a dollar amount off on a euro checkout", async () => {
    const coupon = await bed.stripe.coupons.create({ amount_off: 500, currency: "usd", duration: "once" });
    await bed.stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "FIVEUSD",
    });

    await expect(
      bed.provider.createCheckoutSession(checkout({ currency: "eur", promotionCode: "FIVEUSD" })),
    ).rejects.toMatchObject({ status: "invalid_promocode" });
    await expect(
      bed.provider.createCheckoutSession(checkout({ currency: "usd", promotionCode: "FIVEUSD" })),
    ).resolves.toHaveProperty("url");
  });

  it("tells the operator to sync the catalogue when the price is missing", async () => {
    const empty = await startStripeTestBed({ sync: false });
    try {
      const failure = empty.provider.createCheckoutSession(checkout());
      await expect(failure).rejects.toMatchObject({ status: "payment_provider_error" });
      await expect(failure).rejects.toThrow(/chorus_pro_annual_eur.*npm run chorus -- stripe sync-catalogue/);
    } finally {
      await empty.close();
    }
  });

  it("reports Stripe failures and a wrong key as payment_provider_error", async () => {
    bed.fake.failNextRequests(1, { status: 500 });
    await expect(bed.provider.createCheckoutSession(checkout())).rejects.toMatchObject({
      status: "payment_provider_error",
      message: "The payment provider could not be reached, please try again later.",
    });

    const wrongKey = createStripePaymentProvider({
      secretKey: "sk_test_wrong",
      webhookSecret: bed.webhookSecret,
      api: bed.fake.api,
      clock: bed.clock,
    });
    await expect(wrongKey.createCheckoutSession(checkout())).rejects.toMatchObject({
      status: "payment_provider_error",
    });
  });

  it("reports an unreachable Stripe as payment_provider_error", async () => {
    const closed = await startStripeTestBed({ sync: false });
    await closed.close();
    const provider = createStripePaymentProvider({
      secretKey: closed.fake.secretKey,
      webhookSecret: "whsec_x",
      api: closed.fake.api,
      clock: closed.clock,
    });

    await expect(provider.findPromotion("ANY")).rejects.toMatchObject({ status: "payment_provider_error" });
  }, 20_000);
});
