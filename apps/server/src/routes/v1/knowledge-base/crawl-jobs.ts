import {
  cancelCrawlJob as cancelCrawlJobOperation,
  createCrawlJob as createCrawlJobOperation,
  getCrawlJob as getCrawlJobOperation,
  listCrawlJobs as listCrawlJobsOperation,
} from "@chorus/contract";
import { cancelCrawlJob, createCrawlJob, getCrawlJob, listCrawlJobs } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const listCrawlJobsRoute = bindOperation(listCrawlJobsOperation, ({ ctx, query }) =>
  listCrawlJobs(ctx, {
    pageSize: query.page_size,
    ...(query.include_job_ids !== undefined ? { includeJobIds: query.include_job_ids } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);

export const createCrawlJobRoute = bindOperation(createCrawlJobOperation, ({ ctx, body }) =>
  createCrawlJob(ctx, {
    url: body.url,
    maxDepth: body.max_depth ?? null,
    maxPages: body.max_pages ?? null,
    pattern: body.pattern ?? null,
    sitemapUrls: body.sitemap_urls ?? null,
    parentFolderId: body.parent_folder_id ?? null,
    autoDiscover: body.auto_discover ?? null,
    enableAutoSync: body.enable_auto_sync ?? null,
    autoRemove: body.auto_remove ?? null,
    minimumFrequencyDays: body.minimum_frequency_days ?? null,
  }),
);

export const getCrawlJobRoute = bindOperation(getCrawlJobOperation, ({ ctx, params }) =>
  getCrawlJob(ctx, params.crawl_job_id),
);

export const cancelCrawlJobRoute = bindOperation(cancelCrawlJobOperation, ({ ctx, params }) =>
  cancelCrawlJob(ctx, params.crawl_job_id),
);
