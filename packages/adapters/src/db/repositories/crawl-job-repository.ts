import type { CrawlJobRepository } from "@chorus/domain";
import { and, asc, desc, eq, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { crawlJobs } from "../schema/index.ts";

export function crawlJobRepository(db: Database): CrawlJobRepository {
  return {
    async insert(job) {
      await db.insert(crawlJobs).values(job);
    },
    async find(workspaceId, id) {
      const [row] = await db
        .select()
        .from(crawlJobs)
        .where(and(eq(crawlJobs.workspaceId, workspaceId), eq(crawlJobs.id, id)));
      return row;
    },
    async list(workspaceId, query) {
      const filters: SQL[] = [eq(crawlJobs.workspaceId, workspaceId)];
      if (query.ids) filters.push(inArray(crawlJobs.id, [...query.ids]));
      return db
        .select()
        .from(crawlJobs)
        .where(and(...filters))
        .orderBy(desc(crawlJobs.createdAt), desc(crawlJobs.id))
        .offset(query.offset)
        .limit(query.limit);
    },
    async update(id, change) {
      const rows = await db
        .update(crawlJobs)
        .set(change)
        .where(and(eq(crawlJobs.id, id), ne(crawlJobs.status, "cancelled")))
        .returning({ id: crawlJobs.id });
      return rows.length > 0;
    },
    async dueForSync(now, limit) {
      return db
        .select()
        .from(crawlJobs)
        .where(
          and(
            eq(crawlJobs.autoSync, true),
            eq(crawlJobs.status, "succeeded"),
            lte(
              crawlJobs.syncedAt,
              sql`${now.toISOString()}::timestamptz - ${crawlJobs.minimumFrequencyDays} * interval '1 day'`,
            ),
          ),
        )
        .orderBy(asc(crawlJobs.syncedAt))
        .limit(limit);
    },
    async cancel(workspaceId, id, now) {
      const rows = await db
        .update(crawlJobs)
        .set({ status: "cancelled", updatedAt: now })
        .where(
          and(
            eq(crawlJobs.workspaceId, workspaceId),
            eq(crawlJobs.id, id),
            inArray(crawlJobs.status, ["queued", "processing"]),
          ),
        )
        .returning({ id: crawlJobs.id });
      return rows.length > 0;
    },
  };
}
