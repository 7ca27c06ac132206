import type { JobRecord, JobRepository } from "@chorus/domain";
import { and, asc, count, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { jobs } from "../schema/index.ts";

export function jobRepository(db: Database): JobRepository {
  return {
    async enqueue(job) {
      await db.insert(jobs).values({ ...job, state: "queued", updatedAt: job.createdAt });
    },
    async find(id) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row as JobRecord | undefined;
    },
    async claimNext(now, leaseUntil) {
      // The subquery locks the chosen row and skips rows other workers hold, so two workers never
      // claim one job; a running job whose lease ran out (its worker died) is due again.
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.state, "queued"), lte(jobs.runAfter, now)),
            and(eq(jobs.state, "running"), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({ state: "running", lockedUntil: leaseUntil, updatedAt: now, attempts: sqlIncrement() })
        .where(inArray(jobs.id, due))
        .returning();
      return row as JobRecord | undefined;
    },
    async reportProgress(id, progress, now, leaseUntil) {
      await db
        .update(jobs)
        .set({ progress, updatedAt: now, lockedUntil: leaseUntil })
        .where(and(eq(jobs.id, id), eq(jobs.state, "running")));
    },
    async succeed(id, now) {
      await db
        .update(jobs)
        .set({ state: "succeeded", progress: 1, lockedUntil: null, updatedAt: now, finishedAt: now })
        .where(eq(jobs.id, id));
    },
    async retryLater(id, error, runAfter, now) {
      await db
        .update(jobs)
        .set({ state: "queued", error, runAfter, lockedUntil: null, updatedAt: now })
        .where(eq(jobs.id, id));
    },
    async fail(id, error, now) {
      await db
        .update(jobs)
        .set({ state: "failed", error, lockedUntil: null, updatedAt: now, finishedAt: now })
        .where(eq(jobs.id, id));
    },
    async countUnfinished() {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(inArray(jobs.state, ["queued", "running"]));
      return Number(row?.n ?? 0);
    },
  };
}

function sqlIncrement() {
  return sql`${jobs.attempts} + 1`;
}
