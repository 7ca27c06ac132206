/** A crawl's state, as the wire names it (`CrawlStatus`). */
export type CrawlJobStatus = "queued" | "processing" | "succeeded" | "failed" | "cancelled";

/** Pages a crawl found, fetched into documents, passed over (outside the pattern, not HTML) or failed. */
export interface CrawlJobCounts {
  pagesIdentified: number;
  pagesScraped: number;
  pagesSkipped: number;
  pagesFailed: number;
}

export interface CrawlJobRecord extends CrawlJobCounts {
  id: string;
  workspaceId: string;
  ownerUserId: string;
  seedUrl: string;
  pattern: string | null;
  sitemapUrls: string[];
  maxDepth: number;
  maxPages: number;
  autoDiscover: boolean;
  rootFolderId: string;
  /** Auto-sync (`enable_auto_sync`): the folder's URL documents refreshed every `minimumFrequencyDays`. */
  autoSync: boolean;
  /** With auto-sync, documents whose page is gone (404, 410) are deleted. */
  autoRemove: boolean;
  minimumFrequencyDays: number;
  /** When the crawl ended or its pages were last synced. */
  syncedAt: Date | null;
  status: CrawlJobStatus;
  createdAt: Date;
  updatedAt: Date;
}
