/**
 * Reservations of paid work (domain/generation) on both databases: the worker's expiry sweep refunds
 * only work whose lease ran out, and delivery racing the sweep for one reservation never lands twice.
 */
import { beginPaidWork, newId, refundExpiredReservations } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  ownerContext,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterCount } from "./support.ts";

const order = (cost: number) => ({ requestId: newId(), cost, product: "text_to_speech" }) as const;

describe.each(databaseKinds)("paid work reservations on %s", (kind) => {
  let server: TestServer;
  const leaseMs = () => server.config.reservationLeaseSeconds * 1000;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
  });
  afterAll(async () => server?.close());

  it("refunds a reservation once its lease has run out, and never delivered or live work", async () => {
    const account = await createTestAccount(server);
    const ctx = ownerContext(server, account);
    const delivered = await beginPaidWork(ctx, order(100));
    await delivered.delivered();
    const dead = await beginPaidWork(ctx, order(40));
    expect(await characterCount(server, account.accessToken)).toBe(140);

    // Before the lease has passed, nothing is refunded: its process may still be working.
    expect(await refundExpiredReservations(server.ports)).toBe(0);
    server.clock.advance(leaseMs() + 1_000);
    const live = await beginPaidWork(ctx, order(7));
    expect(await refundExpiredReservations(server.ports)).toBe(1);
    expect(await refundExpiredReservations(server.ports)).toBe(0);
    expect(await characterCount(server, account.accessToken)).toBe(107);

    // The dead work's process would find its reservation gone: its delivery no longer counts.
    await dead.delivered();
    await live.delivered();
    for (const work of [delivered, dead, live]) await work.end();
    expect(await characterCount(server, account.accessToken)).toBe(107);
  });

  it("lets delivery and the expiry sweep race for a reservation: exactly one of them lands", async () => {
    const account = await createTestAccount(server);
    const ctx = ownerContext(server, account);
    let standing = 0;
    for (let round = 0; round < 6; round++) {
      const work = await beginPaidWork(ctx, order(10));
      server.clock.advance(leaseMs() + 1_000);
      const [, refunded] = await Promise.all([work.delivered(), refundExpiredReservations(server.ports)]);
      await work.end();
      if (refunded === 0) standing += 10;
      const rows = await Promise.all(
        (["charge", "refund"] as const).map((kindOf) =>
          server.ports.store.creditLedger.findByRequest(work.requestId, kindOf),
        ),
      );
      expect(rows[0]?.leaseExpiresAt).toBeNull();
      expect(rows[1] === undefined).toBe(refunded === 0);
    }
    expect(await characterCount(server, account.accessToken)).toBe(standing);
  });
});
