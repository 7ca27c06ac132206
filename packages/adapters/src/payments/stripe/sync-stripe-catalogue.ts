import { type Plan, planBillingPeriods, planCatalogue, planCurrencies } from "@chorus/contract";
import Stripe from "stripe";
import { createStripeClient, type StripeApiAddress } from "./create-stripe-client.ts";
import { type ChorusPriceKey, chorusPriceMetadata, stripeLookupKey } from "./stripe-lookup-keys.ts";

export interface StripeCatalogueSyncResult {
  /** Lookup keys that had no price and got one. */
  created: string[];
  /** Lookup keys moved to a new price because the catalogue's amount (or interval) changed. */
  replaced: string[];
  /** Lookup keys whose price already matched. */
  unchanged: string[];
}

interface WantedPrice {
  plan: Plan;
  key: ChorusPriceKey;
  lookupKey: string;
  unitAmount: number;
  interval: "month" | "year";
}

/**
 * Creates in Stripe what `planCatalogue` sells: one product per self-serve tier (id `chorus_<tier>`) and
 * one recurring price per tier × period × currency, found later by its lookup key. Idempotent: a price
 * that already matches is left alone; one whose amount differs is replaced by a new price that takes the
 * lookup key over (`transfer_lookup_key`; Stripe prices are immutable, and subscriptions on the old price
 * keep it). Run by the operator command `npm run chorus -- stripe sync-catalogue`.
 */
export async function syncStripeCatalogue(options: {
  secretKey: string;
  api?: StripeApiAddress;
}): Promise<StripeCatalogueSyncResult> {
  const stripe = createStripeClient(options.secretKey, options.api);
  const wanted = wantedPrices();
  const existing = await pricesByLookupKey(
    stripe,
    wanted.map((price) => price.lookupKey),
  );
  const result: StripeCatalogueSyncResult = { created: [], replaced: [], unchanged: [] };
  const products = new Map<string, string>();
  for (const price of wanted) {
    const current = existing.get(price.lookupKey);
    if (current && matches(current, price)) {
      result.unchanged.push(price.lookupKey);
      continue;
    }
    let productId = products.get(price.plan.tier);
    if (!productId) {
      productId = await ensureProduct(stripe, price.plan);
      products.set(price.plan.tier, productId);
    }
    await stripe.prices.create({
      product: productId,
      currency: price.key.currency,
      unit_amount: price.unitAmount,
      recurring: { interval: price.interval },
      lookup_key: price.lookupKey,
      transfer_lookup_key: current !== undefined,
      nickname: `${price.plan.displayName} ${price.interval === "month" ? "monthly" : "annual"} ${price.key.currency.toUpperCase()}`,
      metadata: chorusPriceMetadata(price.key),
    });
    (current ? result.replaced : result.created).push(price.lookupKey);
  }
  return result;
}

/** Self-serve plans with list prices: what the pricing cards sell through Checkout. */
function wantedPrices(): WantedPrice[] {
  return planCatalogue.flatMap((plan) => {
    const prices = plan.prices;
    if (!plan.selfServe || !prices) return [];
    return planBillingPeriods.flatMap((billingPeriod) =>
      planCurrencies.map((currency) => {
        const key = { tier: plan.tier, billingPeriod, currency };
        const monthly = billingPeriod === "monthly_period";
        return {
          plan,
          key,
          lookupKey: stripeLookupKey(key),
          unitAmount: monthly ? prices[currency].monthly : prices[currency].yearly,
          interval: monthly ? ("month" as const) : ("year" as const),
        };
      }),
    );
  });
}

/** Stripe lists at most 10 lookup keys per request. */
async function pricesByLookupKey(stripe: Stripe, lookupKeys: string[]): Promise<Map<string, Stripe.Price>> {
  const found = new Map<string, Stripe.Price>();
  for (let start = 0; start < lookupKeys.length; start += 10) {
    const page = await stripe.prices.list({ lookup_keys: lookupKeys.slice(start, start + 10), limit: 100 });
    for (const price of page.data) if (price.lookup_key) found.set(price.lookup_key, price);
  }
  return found;
}

function matches(price: Stripe.Price, wanted: WantedPrice): boolean {
  return (
    price.active &&
    price.unit_amount === wanted.unitAmount &&
    price.currency === wanted.key.currency &&
    price.recurring?.interval === wanted.interval
  );
}

/** The tier's product, created under a fixed id the first time (so a second run finds it). */
async function ensureProduct(stripe: Stripe, plan: Plan): Promise<string> {
  const id = `chorus_${plan.tier}`;
  try {
    const product = await stripe.products.retrieve(id);
    if (!product.active) await stripe.products.update(id, { active: true });
    return product.id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "resource_missing")
      throw error;
  }
  const product = await stripe.products.create({
    id,
    name: `Chorus ${plan.displayName}`,
    metadata: { chorus_tier: plan.tier },
  });
  return product.id;
}
