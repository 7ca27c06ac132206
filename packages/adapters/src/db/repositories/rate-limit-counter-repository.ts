import { lt, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { rateLimitCounters } from "../schema/index.ts";

/** The `rate_limit_counters` table: what every process on the database has counted. */
export interface RateLimitCounterTable {
  /** Adds `hits` to `key`'s window (starting a new window of `windowMs` when the last one is over). */
  add(key: string, hits: number, windowMs: number, now: Date): Promise<{ hits: number; resetsAt: Date }>;
  deleteExpired(before: Date): Promise<void>;
}

export function rateLimitCounterTable(db: Database): RateLimitCounterTable {
  return {
    async add(key, hits, windowMs, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowOver = sql`${rateLimitCounters.resetsAt} <= ${at}`;
      // One upsert: parallel requests (and processes) serialize on the row and each one counts.
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits, resetsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${windowOver} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
            resetsAt: sql`case when ${windowOver} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
      return { hits: row!.hits, resetsAt: row!.resetsAt };
    },
    async deleteExpired(before) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, before));
    },
  };
}
