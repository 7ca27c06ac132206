import type { RateLimitCounterRepository } from "@chorus/domain";
import { LRUCache } from "lru-cache";
import type { RateLimitCounterTable } from "./rate-limit-counter-repository.ts";

/** Keys kept at most (about 150 bytes each); the least recently counted go first. */
const MAX_KEYS = 100_000;
/** How soon hits kept in this process reach the table (and the other processes' hits reach this one). */
export const RATE_LIMIT_FLUSH_MS = 100;
/** The share of a limit one process may count before the table knows: 1,200 a minute → 60; 3 an hour → 0. */
const SLACK_SHARE = 20;

interface KeyState {
  /** The table's count at its last answer (this process's written hits and every other process's). */
  known: number;
  /** Hits counted here and not yet written. */
  pending: number;
  /** Hits being written now: counted until the table's answer (which includes them) arrives. */
  inFlight: number;
  /** Hits whose write waits for the key's write in flight. */
  queued: number;
  /**
   * The key's writes, one after another. Two writes in flight at once (on two pooled connections) can
   * be answered out of order: the later answer already includes the earlier write's hits, which were
   * then counted twice until that write answered, and a burst was refused before its limit (CI saw a
   * 429 within 1,200 requests a minute).
   */
  writes: Promise<unknown>;
  resetsAt: Date;
  windowMs: number;
  /** The clock at the latest hit: a flush writes with it, so windows follow the server's clock. */
  lastNow: Date;
}

/**
 * Rate-limit counts shared by every process through the table (PostgreSQL, the scaled setup)
 * without a statement per request. A key's first hit in a window is written at once; after that
 * a process counts up to a twentieth of the limit (`slack`, rounded down) itself and writes them
 * in one statement per key every RATE_LIMIT_FLUSH_MS, or at once when the slack is used up. The
 * count a request is judged by is the table's last answer plus this process's unwritten hits (those
 * being written included, until the table answers; a key's writes go one at a time), so
 * in one process the count is exact, and with N processes a limit is exceeded by at most
 * (N − 1) × slack. Limits under 20 have no slack: every hit is written and judged by the table.
 */
export function batchedRateLimitCounters(table: RateLimitCounterTable): RateLimitCounterRepository {
  const keys = new LRUCache<string, KeyState>({ max: MAX_KEYS });
  /** The keys with hits not yet written: a flush visits these, not every key kept (and keeps a key's hits even if the LRU dropped it). */
  const unwritten = new Map<string, KeyState>();
  let flushScheduled = false;

  /** Writes `state`'s unwritten hits (plus `extra`, counted now) after the key's write in flight, if any. */
  const write = (key: string, state: KeyState, extra: number) => {
    const hits = state.pending + extra;
    state.pending = 0;
    state.queued += hits;
    const run = state.writes.then(() => {
      state.queued -= hits;
      return writeNow(key, state, hits, extra);
    });
    state.writes = run.catch(() => {});
    return run;
  };

  /** Writes `hits` (`extra` of them counted now) and takes the table's answer, which counts exactly them. */
  const writeNow = async (key: string, state: KeyState, hits: number, extra: number) => {
    state.inFlight += hits;
    try {
      const answer = await table.add(key, hits, state.windowMs, state.lastNow);
      state.inFlight -= hits;
      // A write of the key's earlier state (replaced when a window began) may have answered first;
      // counts only grow within a window.
      if (answer.resetsAt.getTime() !== state.resetsAt.getTime() || answer.hits > state.known) {
        state.known = answer.hits;
        state.resetsAt = answer.resetsAt;
      }
      return { hits: answer.hits + state.queued + state.inFlight + state.pending, resetsAt: answer.resetsAt };
    } catch (error) {
      state.inFlight -= hits;
      // Not lost: the next write carries them (the hit that came with this one fails its request).
      state.pending += hits - extra;
      throw error;
    }
  };

  const flush = () => {
    flushScheduled = false;
    const due = [...unwritten];
    unwritten.clear();
    for (const [key, state] of due) {
      if (state.pending === 0) continue;
      // Hits of a window that is over belong to no window the table still counts.
      if (state.resetsAt <= state.lastNow) state.pending = 0;
      else
        write(key, state, 0).catch(() => {
          unwritten.set(key, state);
          scheduleFlush();
        });
    }
  };
  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(flush, RATE_LIMIT_FLUSH_MS).unref();
  };

  return {
    async hit(key, windowMs, now, max) {
      const slack = Math.floor(max / SLACK_SHARE);
      const state = keys.get(key);
      if (!state || state.resetsAt <= now) {
        const fresh: KeyState = {
          known: 0,
          pending: 0,
          inFlight: 0,
          queued: 0,
          resetsAt: now,
          windowMs,
          lastNow: now,
          writes: Promise.resolve(),
        };
        keys.set(key, fresh);
        // Unwritten hits of the window that ended count in no window the table still keeps.
        unwritten.delete(key);
        return write(key, fresh, 1);
      }
      state.lastNow = now;
      if (state.pending + 1 > slack) return write(key, state, 1);
      state.pending += 1;
      unwritten.set(key, state);
      scheduleFlush();
      // Hits whose write has not answered yet still count: judging without them let a burst through.
      return { hits: state.known + state.queued + state.inFlight + state.pending, resetsAt: state.resetsAt };
    },
    async deleteExpired(before) {
      await table.deleteExpired(before);
    },
  };
}
