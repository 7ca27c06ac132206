import type { RateLimitCounterRepository } from "@chorus/domain";
import { LRUCache } from "lru-cache";

/** Keys kept at most (about 100 bytes each); the least recently counted go first. */
const MAX_KEYS = 100_000;

/**
 * The rate-limit counters in this process's memory, for the embedded database: PGlite serves one
 * process, so this process sees every request and its counts are all the counts, without a write
 * per request in the database thread. Same fixed windows as the table (a window starts with its
 * first request). Counts start over when the process restarts; PostgreSQL keeps them in the table,
 * shared by every process.
 */
export function inProcessRateLimitCounters(): RateLimitCounterRepository {
  const windows = new LRUCache<string, { hits: number; resetsAt: Date }>({ max: MAX_KEYS });
  return {
    async hit(key, windowMs, now) {
      const current = windows.get(key);
      const counted =
        current && current.resetsAt > now
          ? { hits: current.hits + 1, resetsAt: current.resetsAt }
          : { hits: 1, resetsAt: new Date(now.getTime() + windowMs) };
      windows.set(key, counted);
      return { ...counted };
    },
    async deleteExpired(before) {
      for (const [key, { resetsAt }] of windows.entries()) if (resetsAt < before) windows.delete(key);
    },
  };
}
