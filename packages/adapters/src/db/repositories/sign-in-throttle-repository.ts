import type { SignInThrottleRepository } from "@chorus/domain";
import { and, eq, gt, inArray, like, lt, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { signInThrottles } from "../schema/index.ts";

/** `LIKE` treats `%`, `_` and `\` specially; a prefix is matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function signInThrottleRepository(db: Database): SignInThrottleRepository {
  return {
    async admit(limits, now) {
      // Rows are created and locked in key order, so two attempts never wait for each other in a cycle.
      const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const keys = sorted.map((limit) => limit.key);
      return db.transaction(async (tx) => {
        // FOR UPDATE can only lock rows that exist: a new counter starts as an already expired row.
        await tx
          .insert(signInThrottles)
          .values(sorted.map((limit) => ({ key: limit.key, failures: 0, expiresAt: now })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(signInThrottles)
          .where(inArray(signInThrottles.key, keys))
          .orderBy(signInThrottles.key)
          .for("update");
        const live = new Map(rows.map((row) => [row.key, row.expiresAt > now ? row.failures : 0]));
        if (sorted.some((limit) => (live.get(limit.key) ?? 0) >= limit.max)) return false;
        for (const limit of sorted) {
          await tx
            .update(signInThrottles)
            .set({
              failures: (live.get(limit.key) ?? 0) + 1,
              expiresAt: new Date(now.getTime() + limit.windowMs),
            })
            .where(eq(signInThrottles.key, limit.key));
        }
        return true;
      });
    },
    async release(keys, now) {
      if (keys.length === 0) return;
      await db
        .update(signInThrottles)
        .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)` })
        .where(and(inArray(signInThrottles.key, [...keys]), gt(signInThrottles.expiresAt, now)));
    },
    async isBlocked(limits, now) {
      if (limits.length === 0) return false;
      const rows = await db
        .select()
        .from(signInThrottles)
        .where(
          and(
            inArray(
              signInThrottles.key,
              limits.map((limit) => limit.key),
            ),
            gt(signInThrottles.expiresAt, now),
          ),
        );
      const failures = new Map(rows.map((row) => [row.key, row.failures]));
      return limits.some((limit) => (failures.get(limit.key) ?? 0) >= limit.max);
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await db.delete(signInThrottles).where(inArray(signInThrottles.key, [...keys]));
    },
    async clearPrefix(prefix) {
      await db.delete(signInThrottles).where(like(signInThrottles.key, `${escapeLike(prefix)}%`));
    },
    async deleteExpired(before) {
      await db.delete(signInThrottles).where(lt(signInThrottles.expiresAt, before));
    },
  };
}
