export {
  createTestPaymentProvider,
  type TestPaymentPages,
  type TestPaymentProvider,
  type TestPaymentProviderOptions,
} from "./create-test-payment-provider.ts";
export type { DeliverEvent, TestPaymentEventBody, TestPaymentEventType } from "./events-outbox.ts";
export type { FormFields, PageResponse } from "./pages/page-response.ts";
export { signatureHeader, signEvent } from "./sign-event.ts";
export { testCards } from "./test-cards.ts";
export { testPromotions } from "./test-promotions.ts";
