import { type Ports, sha256 } from "@chorus/domain";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

/**
 * @fastify/rate-limit's store over the `rate_limit_counters` table, so every process on the same
 * database (PGlite or PostgreSQL) shares the counts. Keys are hashed: they carry client addresses,
 * email addresses and API keys. Time is the ports' clock, so windows follow the server's clock.
 */
export function databaseRateLimitStore(ports: Ports): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const now = ports.clock.now();
      ports.store.rateLimits.hit(sha256(key), timeWindow, now, max).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: resetsAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    /** Every limit shares the table: each one's name is part of its keys. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
