import { beginPaidWork, newId, periodStartAt, reconcileCreditLedger, refundCharge } from "@chorus/domain";
import { databaseKinds, ownerContext, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anchorNow, createBillingAccount, enterPeriod, getSubscription, spend } from "./support.ts";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(databaseKinds)("credit periods and rollover on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const credits = async (apiKey: string) => {
    const body = await getSubscription(server, apiKey);
    return {
      count: body.character_count,
      limit: body.character_limit,
      reset: body.next_character_count_reset_unix,
    };
  };

  it("resets the count when the month ends; free credits do not roll over", async () => {
    const account = await createBillingAccount(server);
    const anchor = await anchorNow(server, account.workspace);
    await spend(server, account, 4_000);
    expect(await credits(account.apiKey)).toEqual({
      count: 4_000,
      limit: 10_000,
      reset: unix(periodStartAt(anchor, 1)),
    });
    enterPeriod(server, anchor, 1);
    expect(await credits(account.apiKey)).toEqual({
      count: 0,
      limit: 10_000,
      reset: unix(periodStartAt(anchor, 2)),
    });
    await spend(server, account, 10_000);
    await expect(spend(server, account, 1)).rejects.toMatchObject({ status: "quota_exceeded" });
  });

  it("rolls a paid plan's unused credits over for two months, then lets them expire, oldest first", async () => {
    const account = await createBillingAccount(server);
    const anchor = await anchorNow(server, account.workspace, {
      tier: "creator",
      subscriptionStatus: "active",
    });
    await spend(server, account, 30_000);
    expect(await credits(account.apiKey)).toMatchObject({ count: 30_000, limit: 100_000 });

    // Month 1: month 0's unused 70,000 joins the new 100,000.
    enterPeriod(server, anchor, 1);
    expect(await credits(account.apiKey)).toMatchObject({ count: 0, limit: 170_000 });
    await spend(server, account, 1);
    expect(await credits(account.apiKey)).toMatchObject({ count: 1, limit: 170_000 });

    // Month 2: month 0's credits are still usable (their second month), with all of month 1's.
    enterPeriod(server, anchor, 2);
    expect(await credits(account.apiKey)).toMatchObject({ count: 0, limit: 269_999 });

    // Month 3: month 0's leftover has had its two months; months 1 and 2 carry (capped at 200,000).
    enterPeriod(server, anchor, 3);
    expect(await credits(account.apiKey)).toMatchObject({ count: 0, limit: 300_000 });
    await spend(server, account, 250_000);
    expect(await credits(account.apiKey)).toMatchObject({ count: 250_000, limit: 300_000 });

    // Month 4: the oldest credits were spent first, so what is left is month 3's newest 50,000.
    enterPeriod(server, anchor, 4);
    expect(await credits(account.apiKey)).toMatchObject({ count: 0, limit: 150_000 });
    await spend(server, account, 150_000);
    await expect(spend(server, account, 1)).rejects.toMatchObject({ status: "quota_exceeded" });

    const stored = (await server.ports.store.workspaces.findById(account.workspace.id))!;
    expect(await reconcileCreditLedger(server.ports.store, stored)).toEqual([]);
    const periods = await server.ports.store.creditLedger.periodTotals(account.workspace.id);
    expect(periods.map((period) => [period.granted, period.rolledOver, period.charged])).toEqual([
      [100_000, 0, 30_000],
      [100_000, 70_000, 1],
      [100_000, 169_999, 0],
      [100_000, 200_000, 250_000],
      [100_000, 50_000, 150_000],
    ]);
  });

  it("gives a refund that lands after its period ended back as credits of the current period", async () => {
    const account = await createBillingAccount(server);
    const anchor = await anchorNow(server, account.workspace);
    const ctx = ownerContext(server, account);
    const requestId = newId();
    const work = await beginPaidWork(ctx, { requestId, cost: 600, product: "text_to_speech" });
    enterPeriod(server, anchor, 1);
    await work.end();
    await refundCharge(ctx, requestId);
    expect(await credits(account.apiKey)).toMatchObject({ count: 0, limit: 10_600 });
    const periods = await server.ports.store.creditLedger.periodTotals(account.workspace.id);
    expect(periods.map((period) => [period.charged, period.refunded, period.adjusted])).toEqual([
      [600, 0, 0],
      [0, 0, 600],
    ]);
    const stored = (await server.ports.store.workspaces.findById(account.workspace.id))!;
    expect(await reconcileCreditLedger(server.ports.store, stored)).toEqual([]);
  });
});
