import { messages } from "@chorus/contract";
import { DomainError } from "@chorus/domain";
import type Stripe from "stripe";
import { type ChorusPriceKey, stripeLookupKey } from "./stripe-lookup-keys.ts";

/**
 * The active Stripe price for a tier, period and currency, found by its lookup key (never cached: the
 * catalogue sync may move a key to a new price while the server runs). A missing price is the operator's
 * to fix, so the error says which command creates it.
 */
export async function findStripePrice(stripe: Stripe, key: ChorusPriceKey): Promise<Stripe.Price> {
  const lookupKey = stripeLookupKey(key);
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) throw new DomainError("payment_provider_error", messages.stripePriceMissing(lookupKey));
  return price;
}
