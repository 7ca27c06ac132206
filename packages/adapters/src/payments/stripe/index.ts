export { type StripeApiAddress, stripeApiAddressFromUrl } from "./create-stripe-client.ts";
export {
  createStripePaymentProvider,
  type StripePaymentProviderOptions,
} from "./create-stripe-payment-provider.ts";
export { type ChorusPriceKey, parseStripeLookupKey, stripeLookupKey } from "./stripe-lookup-keys.ts";
export { type StripeCatalogueSyncResult, syncStripeCatalogue } from "./sync-stripe-catalogue.ts";
