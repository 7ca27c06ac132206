import type { Database } from "@chorus/adapters/db";
import { createTestPaymentProvider, type TestPaymentProvider } from "@chorus/adapters/payments/test-provider";
import type { Config } from "@chorus/config";
import type { Clock, Logger, PaymentProvider } from "@chorus/domain";

export interface BuiltPayments {
  payments: PaymentProvider;
  /** The built-in test provider when it is the one configured: its pages, deliveries and renewals. */
  testProvider: TestPaymentProvider | undefined;
}

/**
 * The payment provider `PAYMENT_PROVIDER` names: the built-in test provider (default) or Stripe. Stripe's
 * adapter (and its SDK, over 100 ms of start-up) is loaded only when it is the one configured.
 */
export async function buildPaymentProvider(options: {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
}): Promise<BuiltPayments> {
  const { config } = options;
  if (config.payments.provider === "stripe") {
    const { createStripePaymentProvider, stripeApiAddressFromUrl } = await import(
      "@chorus/adapters/payments/stripe"
    );
    return {
      payments: createStripePaymentProvider({
        secretKey: config.payments.secretKey,
        webhookSecret: config.payments.webhookSecret,
        // STRIPE_API_URL: another Stripe address, e.g. a local fake in tests.
        api: config.payments.apiUrl ? stripeApiAddressFromUrl(config.payments.apiUrl) : undefined,
        clock: options.clock,
      }),
      testProvider: undefined,
    };
  }
  const testProvider = createTestPaymentProvider({
    db: options.db,
    clock: options.clock,
    signingSecret: config.payments.signingSecret,
    publicUrl: config.publicUrl,
    logger: options.logger,
  });
  return { payments: testProvider, testProvider };
}
