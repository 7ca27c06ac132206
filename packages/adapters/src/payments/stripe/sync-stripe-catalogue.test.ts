import { planCatalogue } from "@chorus/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stripeLookupKey } from "./stripe-lookup-keys.ts";
import { syncStripeCatalogue } from "./sync-stripe-catalogue.ts";
import { type StripeTestBed, startStripeTestBed } from "./testing/stripe-test-bed.ts";

const sold = planCatalogue.filter((plan) => plan.selfServe && plan.prices);

describe("syncStripeCatalogue", () => {
  let bed: StripeTestBed;
  beforeEach(async () => {
    bed = await startStripeTestBed({ sync: false });
  });
  afterEach(() => bed.close());

  it("creates one product per self-serve tier and one price per tier × period × currency", async () => {
    const result = await syncStripeCatalogue({ secretKey: bed.fake.secretKey, api: bed.fake.api });

    expect(sold.map((plan) => plan.tier)).toEqual([
      "free",
      "starter",
      "creator",
      "pro",
      "growing_business",
      "scale_2024_08_10",
    ]);
    expect(result.created).toHaveLength(sold.length * 4);
    expect(result.replaced).toEqual([]);
    expect(bed.fake.products().map((product) => product.id)).toEqual(
      sold.map((plan) => `chorus_${plan.tier}`),
    );
    const prices = bed.fake.prices();
    expect(prices).toHaveLength(sold.length * 4);
    for (const plan of sold) {
      for (const currency of ["usd", "eur"] as const) {
        const monthly = prices.find(
          (price) =>
            price.lookup_key ===
            stripeLookupKey({ tier: plan.tier, billingPeriod: "monthly_period", currency }),
        );
        const annual = prices.find(
          (price) =>
            price.lookup_key ===
            stripeLookupKey({ tier: plan.tier, billingPeriod: "annual_period", currency }),
        );
        expect(monthly).toMatchObject({
          product: `chorus_${plan.tier}`,
          currency,
          unit_amount: plan.prices?.[currency].monthly,
          recurring: { interval: "month", interval_count: 1 },
          metadata: {
            chorus_tier: plan.tier,
            chorus_billing_period: "monthly_period",
            chorus_currency: currency,
          },
        });
        expect(annual).toMatchObject({
          currency,
          unit_amount: plan.prices?.[currency].yearly,
          recurring: { interval: "year" },
        });
      }
    }
    expect(prices.find((price) => price.lookup_key === "chorus_creator_monthly_usd")?.unit_amount).toBe(
      2_200,
    );
    expect(prices.find((price) => price.lookup_key === "chorus_pro_annual_eur")?.unit_amount).toBe(99_000);
  });

  it("changes nothing when run again", async () => {
    await syncStripeCatalogue({ secretKey: bed.fake.secretKey, api: bed.fake.api });
    const before = bed.fake.prices().map((price) => price.id);

    const second = await syncStripeCatalogue({ secretKey: bed.fake.secretKey, api: bed.fake.api });

    expect(second.created).toEqual([]);
    expect(second.replaced).toEqual([]);
    expect(second.unchanged).toHaveLength(sold.length * 4);
    expect(bed.fake.prices().map((price) => price.id)).toEqual(before);
    expect(bed.fake.products()).toHaveLength(sold.length);
  });

  it("moves a lookup key to a new price when the catalogue's amount differs", async () => {
    const product = await bed.stripe.products.create({ id: "chorus_starter", name: "Old starter" });
    const stale = await bed.stripe.prices.create({
      product: product.id,
      currency: "usd",
      unit_amount: 400,
      recurring: { interval: "month" },
      lookup_key: "chorus_starter_monthly_usd",
    });

    const result = await syncStripeCatalogue({ secretKey: bed.fake.secretKey, api: bed.fake.api });

    expect(result.replaced).toEqual(["chorus_starter_monthly_usd"]);
    expect(result.created).toHaveLength(sold.length * 4 - 1);
    const holders = bed.fake.prices().filter((price) => price.lookup_key === "chorus_starter_monthly_usd");
    expect(holders).toHaveLength(1);
    expect(holders[0]?.unit_amount).toBe(500);
    expect(holders[0]?.id).not.toBe(stale.id);
    expect(bed.fake.prices().find((price) => price.id === stale.id)?.lookup_key).toBeNull();
  });
});
