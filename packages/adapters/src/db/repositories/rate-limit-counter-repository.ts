import type { RateLimitCounterRepository } from "@chorus/domain";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { rateLimitCounters } from "../schema/index.ts";

export function rateLimitCounterRepository(db: Database): RateLimitCounterRepository {
  return {
    async hit(key, windowMs, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowOver = sql`${rateLimitCounters.resetsAt} <= ${at}`;
      // One upsert: parallel requests (and processes) serialize on the row and each one counts.
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${windowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
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
