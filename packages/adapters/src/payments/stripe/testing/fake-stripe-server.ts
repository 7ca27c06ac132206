import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { completeCheckoutSession } from "./fake-stripe-checkout.ts";
import { FakeStripeError } from "./fake-stripe-errors.ts";
import { type FakeStripeContext, type FakeStripeEvent, FakeStripeEvents } from "./fake-stripe-events.ts";
import { parseStripeForm } from "./fake-stripe-form.ts";
import { checkFakeStripeParams, matchFakeStripeRoute } from "./fake-stripe-routes.ts";
import {
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeInvoice,
  type FakePortalSession,
  type FakePrice,
  type FakeProduct,
  type FakeSchedule,
  FakeStripeStore,
  type FakeSubscription,
} from "./fake-stripe-store.ts";
import { advanceSubscriptionPeriod, cancelSubscriptionNow } from "./fake-stripe-subscriptions.ts";

export type { FakeStripeEvent } from "./fake-stripe-events.ts";
export { fakeTestPaymentMethods } from "./fake-stripe-payment-methods.ts";
export type {
  FakeCheckoutSession,
  FakeCustomer,
  FakeInvoice,
  FakePortalSession,
  FakePrice,
  FakeProduct,
  FakeSchedule,
  FakeSubscription,
} from "./fake-stripe-store.ts";

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The raw form body (POST) or query string (GET, DELETE). */
  body: string;
  status: number;
  /** Answered from the idempotency cache rather than executed again. */
  replayed: boolean;
}

/**
 * A local stand-in for the Stripe API (see `startFakeStripe`). Reads return the fake's live records:
 * tests assert on them, and should not write to them.
 */
export interface FakeStripe {
  /** Pass as `api` to `createStripePaymentProvider` / `syncStripeCatalogue`. */
  readonly api: { host: string; port: number; protocol: "http" };
  readonly secretKey: string;
  /** The events Stripe would have sent, in order (nothing is delivered; see `signStripeWebhook`). */
  readonly events: readonly FakeStripeEvent[];
  /** Every API request received, in order. */
  readonly requests: readonly FakeStripeRequest[];
  checkoutSessions(): FakeCheckoutSession[];
  portalSessions(): FakePortalSession[];
  customer(id: string): FakeCustomer;
  subscription(id: string): FakeSubscription;
  schedules(): FakeSchedule[];
  invoices(): FakeInvoice[];
  products(): FakeProduct[];
  prices(): FakePrice[];
  /** The newest recorded event of that type. */
  lastEvent(type: string): FakeStripeEvent | undefined;
  /**
   * As if the person paid on the hosted page (with `paymentMethod`, default `pm_card_visa`): the customer
   * (created when the session named none), the subscription and its paid first invoice, and the events.
   * Accepts the session id or the URL the adapter returned. Throws the card error for a card that is
   * refused while its holder is present.
   */
  completeCheckoutSession(
    sessionIdOrUrl: string,
    paymentMethod?: string,
  ): { sessionId: string; subscriptionId: string; customerId: string };
  /** The subscription's period ends now: renewal, scheduled phase, or scheduled cancellation. */
  advanceSubscriptionPeriod(subscriptionId: string): FakeSubscription;
  /** Ends the subscription at once (as the dashboard or the portal's immediate cancellation would). */
  cancelSubscriptionNow(subscriptionId: string): FakeSubscription;
  /** Makes later charges use this test payment method (`fakeTestPaymentMethods`). */
  setDefaultPaymentMethod(customerId: string, paymentMethod: string): void;
  /** The next `count` requests fail with Stripe's `api_error` (500 by default) before being executed. */
  failNextRequests(count: number, options?: { status?: number; retryable?: boolean }): void;
  /**
   * A recorded event as Stripe delivers it: the raw body and a `Stripe-Signature` made with `secret`,
   * stamped with the fake's clock (or `timestampSeconds`), ready for `readWebhook`.
   */
  delivery(
    event: FakeStripeEvent,
    secret: string,
    timestampSeconds?: number,
  ): { rawBody: string; headers: Record<string, string> };
  close(): Promise<void>;
}

interface CachedResponse {
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * Starts the fake Stripe API on 127.0.0.1 (a free port) on node:http. It speaks the wire format of the
 * official client: form-encoded parameters with nested brackets, `Authorization: Bearer <secret key>`,
 * `Idempotency-Key` (a replay returns the first response; the same key with other parameters is an
 * `idempotency_error`), JSON responses, Stripe's error bodies (`invalid_request_error` with
 * `resource_missing`, `card_error` with `decline_code`, `api_error`) and `Stripe-Should-Retry`. State
 * lives in memory. The clock decides expiry dates and periods; pass the one the code under test uses.
 */
export async function startFakeStripe(
  options: { secretKey?: string; clock?: { now(): Date } } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake_chorus";
  const store = new FakeStripeStore(options.clock ?? { now: () => new Date() });
  const context: FakeStripeContext = { store, events: new FakeStripeEvents(store) };
  const requests: FakeStripeRequest[] = [];
  const idempotency = new Map<string, CachedResponse>();
  const failures: { status: number; retryable: boolean }[] = [];
  let baseUrl = "";

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", baseUrl);
    const body = method === "POST" ? await readBody(request) : url.search.slice(1);
    const idempotencyKey = header(request, "idempotency-key");
    const log: FakeStripeRequest = {
      method,
      path: url.pathname,
      idempotencyKey,
      body,
      status: 0,
      replayed: false,
    };
    requests.push(log);
    const send = (status: number, payload: string, extraHeaders: Record<string, string> = {}) => {
      log.status = status;
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": store.newId("req"),
        ...extraHeaders,
      });
      response.end(payload);
    };
    const fingerprint = `${method} ${url.pathname} ${body}`;
    try {
      if (header(request, "authorization") !== `Bearer ${secretKey}`) {
        send(
          401,
          JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }),
        );
        return;
      }
      const failure = failures.shift();
      if (failure) {
        throw new FakeStripeError(
          failure.status,
          { type: "api_error", message: "The fake Stripe failed this request on purpose." },
          failure.retryable,
        );
      }
      const cached = method === "POST" && idempotencyKey ? idempotency.get(idempotencyKey) : undefined;
      if (cached) {
        if (cached.fingerprint !== fingerprint) {
          throw new FakeStripeError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        log.replayed = true;
        send(cached.status, cached.body, { "idempotent-replayed": "true" });
        return;
      }
      const { route, ids } = matchFakeStripeRoute(method, url.pathname);
      const params = parseStripeForm(body);
      checkFakeStripeParams(route, params);
      const result = JSON.stringify(route.handle(context, { params, ids, baseUrl, path: url.pathname }));
      if (method === "POST" && idempotencyKey)
        idempotency.set(idempotencyKey, { fingerprint, status: 200, body: result });
      send(200, result);
    } catch (error) {
      if (!(error instanceof FakeStripeError)) {
        console.error("fake Stripe: unexpected failure", error);
        send(500, JSON.stringify({ error: { type: "api_error", message: String(error) } }), {
          "stripe-should-retry": "false",
        });
        return;
      }
      const payload = JSON.stringify({ error: error.body });
      // Stripe keeps the result of a request that ran (a declined charge included), not of one refused up front.
      if (error.status === 402 && method === "POST" && idempotencyKey) {
        idempotency.set(idempotencyKey, { fingerprint, status: error.status, body: payload });
      }
      send(error.status, payload, { "stripe-should-retry": String(error.retryable) });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  const sessionIdOf = (sessionIdOrUrl: string) => sessionIdOrUrl.split("/").pop() ?? sessionIdOrUrl;

  return {
    api: { host: "127.0.0.1", port, protocol: "http" },
    secretKey,
    events: context.events.sent,
    requests,
    checkoutSessions: () => store.all("checkout.session"),
    portalSessions: () => store.all("billing_portal.session"),
    customer: (id) => store.get("customer", id),
    subscription: (id) => store.get("subscription", id),
    schedules: () => store.all("subscription_schedule"),
    invoices: () => store.all("invoice"),
    products: () => store.all("product"),
    prices: () => store.all("price"),
    lastEvent: (type) => context.events.sent.findLast((event) => event.type === type),
    completeCheckoutSession(sessionIdOrUrl, paymentMethod) {
      const { session, subscription } = completeCheckoutSession(
        context,
        sessionIdOf(sessionIdOrUrl),
        paymentMethod,
      );
      return { sessionId: session.id, subscriptionId: subscription.id, customerId: subscription.customer };
    },
    advanceSubscriptionPeriod: (subscriptionId) => advanceSubscriptionPeriod(context, subscriptionId),
    cancelSubscriptionNow: (subscriptionId) => cancelSubscriptionNow(context, subscriptionId),
    setDefaultPaymentMethod(customerId, paymentMethod) {
      store.get("customer", customerId).invoice_settings.default_payment_method = paymentMethod;
    },
    failNextRequests(count, failureOptions = {}) {
      for (let index = 0; index < count; index += 1) {
        failures.push({ status: failureOptions.status ?? 500, retryable: failureOptions.retryable ?? false });
      }
    },
    delivery(event, secret, timestampSeconds) {
      const rawBody = JSON.stringify(event);
      const signature = signStripeWebhook(rawBody, secret, timestampSeconds ?? store.nowSeconds());
      return { rawBody, headers: { "stripe-signature": signature } };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A `Stripe-Signature` header for `payload`, signed with the endpoint secret as Stripe signs deliveries
 * (`timestampSeconds` defaults to now; pass an old one to test the tolerance).
 */
export function signStripeWebhook(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestampSeconds === undefined ? {} : { timestamp: timestampSeconds }),
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
