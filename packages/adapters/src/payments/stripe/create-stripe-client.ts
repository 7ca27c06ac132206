import Stripe from "stripe";

/** Where the client sends requests: Stripe itself by default, the local fake in tests. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/**
 * One configured client. The SDK pins the API version it was generated for (so the types match what
 * Stripe returns), retries network failures and 5xx twice with idempotency keys, and gives up after 30 s
 * rather than its default 80 s, since a person is waiting on the other end.
 */
export function createStripeClient(secretKey: string, api?: StripeApiAddress): Stripe {
  return new Stripe(secretKey, {
    timeout: 30_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: "Chorus" },
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
}

/**
 * `STRIPE_API_URL` (e.g. `http://127.0.0.1:12111`, a local fake) as the client's address; the path, if
 * any, is ignored (the client always calls `/v1/…`).
 */
export function stripeApiAddressFromUrl(url: string): StripeApiAddress {
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === "http" ? 80 : 443), protocol };
}
