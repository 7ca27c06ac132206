import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { batchedRateLimitCounters, RATE_LIMIT_FLUSH_MS } from "./batched-rate-limit-counters.ts";
import type { RateLimitCounterTable } from "./rate-limit-counter-repository.ts";

/** The table as PostgreSQL keeps it (one row per key, fixed windows), counting the statements. */
function memoryTable() {
  const rows = new Map<string, { hits: number; resetsAt: Date }>();
  const table = {
    statements: 0,
    failNext: false,
    rows,
    async add(key: string, hits: number, windowMs: number, now: Date) {
      table.statements += 1;
      if (table.failNext) {
        table.failNext = false;
        throw new Error("connection lost");
      }
      const row = rows.get(key);
      const next =
        row && row.resetsAt > now
          ? { hits: row.hits + hits, resetsAt: row.resetsAt }
          : { hits, resetsAt: new Date(now.getTime() + windowMs) };
      rows.set(key, next);
      return { ...next };
    },
    async deleteExpired() {},
  } satisfies RateLimitCounterTable & Record<string, unknown>;
  return table;
}

const minute = 60_000;
const start = new Date("2026-11-27T10:00:00Z");

describe("rate-limit counts shared through the table in batches", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes every hit of a small limit and judges it by the table, so other processes' hits count at once", async () => {
    const table = memoryTable();
    const first = batchedRateLimitCounters(table);
    const second = batchedRateLimitCounters(table);
    const counts = [];
    for (const process of [first, second, first, second]) {
      counts.push((await process.hit("mail", 3_600_000, start, 3)).hits);
    }
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(table.statements).toBe(4);
  });

  it("counts a large limit here and writes it in one statement per key, exactly, within a process", async () => {
    const table = memoryTable();
    const counters = batchedRateLimitCounters(table);
    const counts = [];
    for (let i = 0; i < 50; i += 1) counts.push((await counters.hit("key", minute, start, 1200)).hits);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // The first hit learns the window; the other 49 wait for the flush.
    expect(table.statements).toBe(1);
    expect(table.rows.get("key")?.hits).toBe(1);
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_FLUSH_MS);
    expect(table.statements).toBe(2);
    expect(table.rows.get("key")?.hits).toBe(50);
  });

  it("writes at once when a process has counted a twentieth of the limit, so N processes exceed it by at most (N − 1) × that", async () => {
    const table = memoryTable();
    const processes = [batchedRateLimitCounters(table), batchedRateLimitCounters(table)];
    let admitted = 0;
    // 1,400 requests over both processes with no flush in between: each keeps at most 60 to itself.
    for (let i = 0; i < 1400; i += 1) {
      const { hits } = await processes[i % 2]!.hit("key", minute, start, 1200);
      if (hits <= 1200) admitted += 1;
    }
    expect(admitted).toBeGreaterThanOrEqual(1200);
    expect(admitted).toBeLessThanOrEqual(1200 + 60);
    // About one statement per 61 hits per process, not one per hit.
    expect(table.statements).toBeLessThan(1400 / 50);
  });

  it("still counts hits whose write has not answered, so a burst during a slow flush cannot pass the limit", async () => {
    const table = memoryTable();
    const add = table.add;
    let release: () => void = () => {};
    let holding = false;
    table.add = async (...args: Parameters<typeof add>) => {
      if (holding) await new Promise<void>((resolve) => (release = resolve));
      return add(...args);
    };
    const counters = batchedRateLimitCounters(table);
    for (let i = 0; i < 40; i += 1) await counters.hit("key", minute, start, 1200);
    holding = true;
    // The flush starts writing the 39 pending hits and waits on the table…
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_FLUSH_MS);
    // …while more requests are judged: they see all 40 earlier hits, not 1.
    expect((await counters.hit("key", minute, start, 1200)).hits).toBe(41);
    holding = false;
    release();
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_FLUSH_MS);
    expect((await counters.hit("key", minute, start, 1200)).hits).toBe(42);
  });

  it("writes a key's hits one statement at a time, so answers in another order cannot count hits twice", async () => {
    const table = memoryTable();
    // Each statement is applied at once but answered late, and a later one sooner than an earlier one
    // (two pooled connections): the sooner answer already holds the earlier statement's hits.
    const delays = [0, 50, 10];
    const answered = table.add;
    table.add = async (...args) => {
      const answer = await answered(...args);
      await new Promise((resolve) => setTimeout(resolve, delays.shift() ?? 0));
      return answer;
    };
    const counters = batchedRateLimitCounters(table);
    const first = counters.hit("key", minute, start, 40);
    await vi.advanceTimersByTimeAsync(0);
    expect((await first).hits).toBe(1);
    // A limit of 40 counts 2 hits here before writing: hits 4 and 7 each write 3.
    const hits = [2, 3, 4, 5, 6, 7].map(() => counters.hit("key", minute, start, 40));
    await vi.advanceTimersByTimeAsync(200);
    const counts = (await Promise.all(hits)).map((hit) => hit.hits);
    // Each hit is judged by every hit made by the time its answer comes, and none counted twice
    // (hit 4's answer comes after hit 7: it counts 7).
    expect(counts.slice(0, 2)).toEqual([2, 3]);
    expect(Math.max(...counts)).toBe(7);
    expect(table.rows.get("key")?.hits).toBe(7);
    expect(table.statements).toBe(3);
  });

  it("starts over when the window ends, dropping hits of the window that is over", async () => {
    const table = memoryTable();
    const counters = batchedRateLimitCounters(table);
    for (let i = 0; i < 10; i += 1) await counters.hit("key", minute, start, 1200);
    const later = new Date(start.getTime() + minute);
    expect(await counters.hit("key", minute, later, 1200)).toEqual({
      hits: 1,
      resetsAt: new Date(later.getTime() + minute),
    });
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_FLUSH_MS);
    expect(table.rows.get("key")?.hits).toBe(1);
  });

  it("keeps unwritten hits when a write fails and writes them with the next", async () => {
    const table = memoryTable();
    const counters = batchedRateLimitCounters(table);
    for (let i = 0; i < 5; i += 1) await counters.hit("key", minute, start, 1200);
    table.failNext = true;
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_FLUSH_MS);
    expect(table.rows.get("key")?.hits).toBe(1);
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_FLUSH_MS);
    expect(table.rows.get("key")?.hits).toBe(5);
    expect((await counters.hit("key", minute, start, 1200)).hits).toBe(6);
  });
});
