import type { Clock, Logger } from "@chorus/domain";
import { newId } from "@chorus/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { testPaymentEvents } from "../../db/schema/test-payments.ts";
import type { EventObject } from "./event-objects.ts";
import { signatureHeader, signEvent } from "./sign-event.ts";

export type TestPaymentEventType =
  | "checkout.session.completed"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "invoice.paid"
  | "invoice.payment_failed";

/** An event as it is sent: Stripe's envelope around one object. */
export interface TestPaymentEventBody {
  id: string;
  object: "event";
  type: TestPaymentEventType;
  /** Unix seconds. */
  created: number;
  data: { object: EventObject };
}

/** Hands a signed delivery to Chorus's webhook pipeline; true when it was accepted. */
export type DeliverEvent = (rawBody: string, headers: Record<string, string>) => Promise<boolean>;

export interface EventsOutbox {
  /** Writes an event in the caller's transaction, so it exists exactly when the change it reports does. */
  record(tx: Database, type: TestPaymentEventType, object: EventObject): Promise<TestPaymentEventBody>;
  attach(deliver: DeliverEvent): void;
  deliverPending(): Promise<number>;
}

const batchSize = 50;

/**
 * The provider's outgoing events: rows in test_payment_events, delivered oldest first, signed at send
 * time (so a redelivery carries a fresh timestamp). A refusal stops the round, so Chorus never sees an
 * event before an earlier one; the refused event is retried by the next round.
 */
export function createEventsOutbox(options: {
  db: Database;
  clock: Clock;
  signingSecret: string;
  logger: Logger;
}): EventsOutbox {
  const { db, clock, signingSecret, logger } = options;
  let deliver: DeliverEvent | undefined;
  // Events made in the same instant (one call makes several) still sort in the order they were made.
  let lastCreatedAt = 0;
  // One round at a time in this process: two overlapping rounds could send events out of order.
  let round: Promise<unknown> = Promise.resolve();

  async function deliverRound(send: DeliverEvent): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await db
        .select()
        .from(testPaymentEvents)
        .where(eq(testPaymentEvents.delivered, false))
        .orderBy(asc(testPaymentEvents.createdAt), asc(testPaymentEvents.id))
        .limit(batchSize);
      if (batch.length === 0) return delivered;
      for (const row of batch) {
        const rawBody = JSON.stringify(row.payload);
        const headers = {
          "content-type": "application/json",
          [signatureHeader]: signEvent(rawBody, signingSecret, Math.floor(clock.now().getTime() / 1000)),
        };
        let accepted = false;
        try {
          accepted = await send(rawBody, headers);
        } catch (error) {
          logger.warn("test payment provider: event delivery failed", {
            eventId: row.id,
            err: error,
          });
        }
        await db
          .update(testPaymentEvents)
          .set({
            delivered: accepted,
            attempts: sql`${testPaymentEvents.attempts} + 1`,
            lastAttemptAt: clock.now(),
          })
          .where(eq(testPaymentEvents.id, row.id));
        if (!accepted) return delivered;
        delivered += 1;
      }
    }
  }

  return {
    async record(tx, type, object) {
      const now = clock.now();
      lastCreatedAt = Math.max(now.getTime(), lastCreatedAt + 1);
      const body: TestPaymentEventBody = {
        id: `evt_${newId(24)}`,
        object: "event",
        type,
        created: Math.floor(now.getTime() / 1000),
        data: { object },
      };
      await tx.insert(testPaymentEvents).values({
        id: body.id,
        type,
        payload: body,
        createdAt: new Date(lastCreatedAt),
      });
      return body;
    },
    attach(send) {
      deliver = send;
    },
    deliverPending() {
      const send = deliver;
      if (!send) return Promise.resolve(0);
      const next = round.then(() => deliverRound(send));
      round = next.catch(() => undefined);
      return next;
    },
  };
}
