import type { CrawlJobRecord } from "./crawl-job-records.ts";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** `GetCrawlJobResponseModel`: a crawl with sitemaps is a `sitemap` crawl, else `discovery`. */
export function crawlJobView(job: CrawlJobRecord) {
  return {
    id: job.id,
    type: job.sitemapUrls.length > 0 ? ("sitemap" as const) : ("discovery" as const),
    seed_url: job.seedUrl,
    pattern: job.pattern,
    max_pages: job.maxPages,
    auto_discover: job.autoDiscover,
    status: job.status,
    pages_identified: job.pagesIdentified,
    pages_scraped: job.pagesScraped,
    pages_skipped: job.pagesSkipped,
    pages_failed: job.pagesFailed,
    root_folder_id: job.rootFolderId,
    created_at: seconds(job.createdAt),
    updated_at: seconds(job.updatedAt),
  };
}

export type CrawlJobView = ReturnType<typeof crawlJobView>;
