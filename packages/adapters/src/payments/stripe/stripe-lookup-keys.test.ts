import { planBillingPeriods, planCurrencies, subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { parseChorusPriceMetadata, parseStripeLookupKey, stripeLookupKey } from "./stripe-lookup-keys.ts";

describe("Stripe lookup keys", () => {
  it("names a price chorus_<tier>_<monthly|annual>_<currency>", () => {
    expect(stripeLookupKey({ tier: "creator", billingPeriod: "monthly_period", currency: "usd" })).toBe(
      "chorus_creator_monthly_usd",
    );
    expect(
      stripeLookupKey({ tier: "scale_2024_08_10", billingPeriod: "annual_period", currency: "eur" }),
    ).toBe("chorus_scale_2024_08_10_annual_eur");
  });

  it("reads back every tier, period and currency, underscores in tier ids included", () => {
    for (const tier of subscriptionTiers) {
      for (const billingPeriod of planBillingPeriods) {
        for (const currency of planCurrencies) {
          const key = { tier, billingPeriod, currency };
          expect(parseStripeLookupKey(stripeLookupKey(key))).toEqual(key);
        }
      }
    }
  });

  it("refuses keys Chorus did not make", () => {
    expect(parseStripeLookupKey(null)).toBeUndefined();
    expect(parseStripeLookupKey("pro_monthly")).toBeUndefined();
    expect(parseStripeLookupKey("chorus_platinum_monthly_usd")).toBeUndefined();
    expect(parseStripeLookupKey("chorus_pro_weekly_usd")).toBeUndefined();
    expect(parseStripeLookupKey("chorus_pro_monthly_gbp")).toBeUndefined();
  });

  it("falls back on the metadata the catalogue sync writes", () => {
    expect(
      parseChorusPriceMetadata({ chorus_tier: "pro", chorus_billing_period: "annual_period" }, "eur"),
    ).toEqual({
      tier: "pro",
      billingPeriod: "annual_period",
      currency: "eur",
    });
    expect(parseChorusPriceMetadata({ chorus_tier: "pro" }, "eur")).toBeUndefined();
  });
});
