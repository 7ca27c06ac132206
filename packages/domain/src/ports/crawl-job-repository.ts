import type {
  CrawlJobCounts,
  CrawlJobRecord,
  CrawlJobStatus,
} from "../knowledge-base/crawl/crawl-job-records.ts";

/** Knowledge-base crawl jobs, scoped to a workspace. */
export interface CrawlJobRepository {
  insert(job: CrawlJobRecord): Promise<void>;
  find(workspaceId: string, id: string): Promise<CrawlJobRecord | undefined>;
  /** Newest first, from `offset`; only `ids` when given. */
  list(
    workspaceId: string,
    query: { ids?: readonly string[]; offset: number; limit: number },
  ): Promise<CrawlJobRecord[]>;
  /**
   * Writes the status and counts unless the job is already `cancelled` (a cancel wins over the
   * crawl's own writes); whether the row was written.
   */
  update(
    id: string,
    change: Partial<CrawlJobCounts> & { status?: CrawlJobStatus; syncedAt?: Date; updatedAt: Date },
  ): Promise<boolean>;
  /**
   * Finished crawls with auto-sync whose last sync is at least their `minimumFrequencyDays` old at
   * `now`, longest waiting first, at most `limit` (every workspace's: the worker's sweep).
   */
  dueForSync(now: Date, limit: number): Promise<CrawlJobRecord[]>;
  /** Cancels a queued or running job; whether it was. */
  cancel(workspaceId: string, id: string, now: Date): Promise<boolean>;
}
