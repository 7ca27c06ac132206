import {
  type PlanBillingPeriod,
  type PlanCurrency,
  planCurrencies,
  type SubscriptionTier,
  subscriptionTiers,
} from "@chorus/contract";

/** What a Chorus price in Stripe stands for; the lookup key and the price's metadata both carry it. */
export interface ChorusPriceKey {
  tier: SubscriptionTier;
  billingPeriod: PlanBillingPeriod;
  currency: PlanCurrency;
}

const periodWords: Record<PlanBillingPeriod, "monthly" | "annual"> = {
  monthly_period: "monthly",
  annual_period: "annual",
};

/**
 * `chorus_<tier>_<monthly|annual>_<usd|eur>`: prices are found by lookup key rather than by id, so an
 * operator's Stripe account needs no price ids in Chorus's configuration, and the catalogue sync can move
 * a key to a new price (prices are immutable) without Chorus noticing.
 */
export function stripeLookupKey(key: ChorusPriceKey): string {
  return `chorus_${key.tier}_${periodWords[key.billingPeriod]}_${key.currency}`;
}

const lookupKeyPattern = /^chorus_(.+)_(monthly|annual)_([a-z]{3})$/;

/** The reverse of `stripeLookupKey`; undefined for any other key (a price Chorus did not create). */
export function parseStripeLookupKey(lookupKey: string | null | undefined): ChorusPriceKey | undefined {
  const match = lookupKeyPattern.exec(lookupKey ?? "");
  if (!match) return undefined;
  const [, tier, period, currency] = match;
  if (!isTier(tier) || !isCurrency(currency)) return undefined;
  return { tier, billingPeriod: period === "monthly" ? "monthly_period" : "annual_period", currency };
}

/** The metadata the catalogue sync writes on each price: the fallback when a lookup key was moved away. */
export function chorusPriceMetadata(key: ChorusPriceKey): Record<string, string> {
  return { chorus_tier: key.tier, chorus_billing_period: key.billingPeriod, chorus_currency: key.currency };
}

export function parseChorusPriceMetadata(
  metadata: Readonly<Record<string, string>> | null | undefined,
  fallbackCurrency?: string,
): ChorusPriceKey | undefined {
  const tier = metadata?.chorus_tier;
  const period = metadata?.chorus_billing_period;
  const currency = metadata?.chorus_currency ?? fallbackCurrency;
  if (!isTier(tier) || !isCurrency(currency)) return undefined;
  if (period !== "monthly_period" && period !== "annual_period") return undefined;
  return { tier, billingPeriod: period, currency };
}

function isTier(value: string | undefined): value is SubscriptionTier {
  return (subscriptionTiers as readonly string[]).includes(value ?? "");
}

function isCurrency(value: string | undefined): value is PlanCurrency {
  return (planCurrencies as readonly string[]).includes(value ?? "");
}
