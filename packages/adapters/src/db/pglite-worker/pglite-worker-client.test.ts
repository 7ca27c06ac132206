import { describe, expect, it } from "vitest";
import { pgliteStartImage } from "../testing/pglite-start-image.ts";
import { PgliteWorkerClient } from "./pglite-worker-client.ts";

// From the migrated image, as the test harness starts databases (initdb would take seconds).
const start = async (onCrash: (error: Error) => void = () => {}) =>
  PgliteWorkerClient.start({ dataDir: undefined, startFrom: await pgliteStartImage(), onCrash });

describe("PGlite in a worker thread", { timeout: 60_000 }, () => {
  it("answers statements and transactions as in-process PGlite does", async () => {
    const client = await start();
    try {
      await client.query("create table items (id int primary key, at timestamptz, data jsonb)");
      await client.query("insert into items values ($1, $2, $3)", [1, "2026-01-02T03:04:05Z", '{"a":1}']);
      // Drizzle's parsers keep timestamps as text; the thread keeps the types it is told to.
      const kept = await client.query("select * from items", [], {
        rowMode: "array",
        parsers: { 1184: (v) => v },
      });
      expect(kept.rows).toEqual([[1, "2026-01-02 03:04:05+00", { a: 1 }]]);

      await expect(
        client.transaction(async (tx) => {
          await tx.query("insert into items (id) values (2)");
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      const committed = await client.transaction(async (tx) => {
        await tx.query("insert into items (id) values (3)");
        return "done";
      });
      expect(committed).toBe("done");
      const ids = await client.query<{ id: number }>("select id from items order by id");
      expect(ids.rows.map((row) => row.id)).toEqual([1, 3]);

      // A failed statement keeps Postgres's fields (SQLSTATE), as the log serializer reads them.
      const duplicate = await client.query("insert into items (id) values (1)").catch((error) => error);
      expect(duplicate).toMatchObject({ code: "23505", severity: "ERROR" });
    } finally {
      await client.close();
    }
  });

  it("lets a statement outside an open transaction wait for it, without blocking the transaction", async () => {
    const client = await start();
    try {
      await client.query("create table log (line text)");
      const order: string[] = [];
      let outside: Promise<unknown> | undefined;
      await client.transaction(async (tx) => {
        await tx.query("insert into log values ('in transaction')");
        outside = client.query("select count(*)::int as n from log").then((result) => {
          order.push("outside");
          return result.rows;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query("insert into log values ('still in transaction')");
        order.push("transaction");
      });
      // It ran after the commit, and saw both rows.
      expect(await outside).toEqual([{ n: 2 }]);
      expect(order).toEqual(["transaction", "outside"]);
    } finally {
      await client.close();
    }
  });

  it("runs a transaction begun while another is open inside its own transaction, after the first ends", async () => {
    const client = await start();
    try {
      await client.query("create table counter (n int)");
      await client.query("insert into counter values (0)");
      const ids: string[][] = [[], []];
      let releaseFirst: () => void = () => {};
      const first = client.transaction(async (tx) => {
        ids[0]!.push(
          String((await tx.query<{ id: string }>("select txid_current()::text as id")).rows[0]!.id),
        );
        await new Promise<void>((resolve) => {
          releaseFirst = resolve;
        });
        await tx.query("update counter set n = n + 1");
        ids[0]!.push(
          String((await tx.query<{ id: string }>("select txid_current()::text as id")).rows[0]!.id),
        );
      });
      // BEGIN and the first statement leave together; the thread holds both until the first commits.
      const second = client.transaction(async (tx) => {
        const seen = (await tx.query<{ n: number }>("select n from counter")).rows[0]!.n;
        ids[1]!.push(
          String((await tx.query<{ id: string }>("select txid_current()::text as id")).rows[0]!.id),
        );
        await tx.query("update counter set n = n + 10");
        return seen;
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      releaseFirst();
      await first;
      expect(await second).toBe(1);
      expect(ids[0]![0]).toBe(ids[0]![1]);
      expect(ids[1]![0]).not.toBe(ids[0]![0]);
      expect((await client.query<{ n: number }>("select n from counter")).rows).toEqual([{ n: 11 }]);
      // A transaction whose work throws before any statement still ends cleanly.
      await expect(
        client.transaction(async () => Promise.reject(new Error("nothing to do"))),
      ).rejects.toThrow("nothing to do");
      expect((await client.query<{ n: number }>("select n from counter")).rows).toEqual([{ n: 11 }]);
    } finally {
      await client.close();
    }
  });

  it("fails every waiting and later statement at once when the thread dies, and says so once", async () => {
    const crashes: Error[] = [];
    const client = await start((error) => crashes.push(error));
    const waiting = client.query("select pg_sleep(2)");
    await client.thread.terminate();
    await expect(waiting).rejects.toThrow(/database thread stopped/);
    await expect(client.query("select 1")).rejects.toThrow(/database thread stopped/);
    await expect(client.transaction(async () => "never")).rejects.toThrow(/database thread stopped/);
    expect(crashes).toHaveLength(1);
    await client.close();
  });
});
