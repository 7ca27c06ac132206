import Stripe from "stripe";
import type { FakeRecord, FakeStripeStore } from "./fake-stripe-store.ts";

/** An event as Stripe would deliver it to a webhook endpoint (the body a test signs and posts). */
export interface FakeStripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

/**
 * The events the fake's state changes would send, in order. Nothing is delivered: a test picks the
 * event it wants, signs it (`signStripeWebhook`) and hands it to the code under test.
 */
export class FakeStripeEvents {
  readonly sent: FakeStripeEvent[] = [];

  constructor(private readonly store: FakeStripeStore) {}

  record(type: string, record: FakeRecord, previous?: Record<string, unknown>): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: this.store.newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: this.store.nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: this.store.render(record), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.sent.push(event);
    return event;
  }

  /** The fields of `after` that differ from `before` with their old values (Stripe's `previous_attributes`). */
  static changes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.keys(after)
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .map((key) => [key, before[key]]),
    );
  }
}

export interface FakeStripeContext {
  store: FakeStripeStore;
  events: FakeStripeEvents;
}
