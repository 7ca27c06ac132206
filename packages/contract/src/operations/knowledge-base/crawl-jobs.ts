import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { defineOperation } from "../../operation.ts";
import { listCursor } from "./knowledge-base-schemas.ts";

const limits = knowledgeBaseLimits.crawl;
const crawlUrl = z.string().min(1).max(inputLimits.urlCharacters);

const CrawlStatusSchema = z
  .enum(["queued", "processing", "succeeded", "failed", "skipped", "cancelled"])
  .meta({ id: "CrawlStatus" });
const CrawlTypeSchema = z.enum(["discovery", "sitemap"]).meta({ id: "CrawlType" });

/** `GetCrawlJobResponseModel`. */
export const CrawlJobResponseSchema = z
  .object({
    id: z.string(),
    type: CrawlTypeSchema.nullish(),
    seed_url: z.string(),
    pattern: z.string().nullish(),
    max_pages: z.number().int(),
    auto_discover: z.boolean().nullish(),
    status: CrawlStatusSchema.nullish(),
    pages_identified: z.number().int().nullish(),
    pages_scraped: z.number().int().nullish(),
    pages_skipped: z.number().int().nullish(),
    pages_failed: z.number().int().nullish(),
    root_folder_id: z.string(),
    created_at: z.number().int(),
    updated_at: z.number().int(),
  })
  .meta({ id: "GetCrawlJobResponseModel" });

const CrawlJobParamsSchema = z.object({ crawl_job_id: z.string().min(1).max(inputLimits.idCharacters) });

export const listCrawlJobs = defineOperation({
  operationId: "conversationalAi.knowledgeBase.crawlJobs.list",
  method: "GET",
  path: "/v1/convai/knowledge-base/crawl",
  summary: "The workspace's site crawls, newest first",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      include_job_ids: z
        .union([
          z.string().max(inputLimits.idCharacters),
          z.array(z.string().max(inputLimits.idCharacters)).max(knowledgeBaseLimits.idsPerRequest),
        ])
        .optional(),
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(knowledgeBaseLimits.pageSize.max)
        .default(knowledgeBaseLimits.pageSize.default),
      cursor: listCursor,
    }),
  },
  responses: {
    200: z
      .object({ crawl_jobs: z.array(CrawlJobResponseSchema), next_cursor: z.string().nullish() })
      .meta({ id: "ListCrawlJobsResponseModel" }),
  },
  errors: [],
});

export const createCrawlJob = defineOperation({
  operationId: "conversationalAi.knowledgeBase.crawlJobs.create",
  method: "POST",
  path: "/v1/convai/knowledge-base/crawl",
  summary: "Crawl a website into a knowledge-base folder of URL documents, in the background",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      url: crawlUrl,
      max_depth: z.number().int().min(0).max(limits.maxDepth.max).nullish(),
      max_pages: z.number().int().min(1).max(limits.maxPages.max).nullish(),
      pattern: z.string().max(limits.patternCharacters).nullish(),
      sitemap_urls: z.array(crawlUrl).max(limits.sitemaps).nullish(),
      parent_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
      enable_auto_sync: z.boolean().nullish(),
      auto_remove: z.boolean().nullish(),
      auto_discover: z.boolean().nullish(),
      minimum_frequency_days: z.number().int().min(limits.syncDays.min).max(limits.syncDays.max).nullish(),
    }),
  },
  responses: {
    200: z
      .object({
        id: z.string(),
        type: CrawlTypeSchema,
        root_folder_id: z.string(),
        status: z.string(),
        created_at: z.number().int(),
        folder_path: z.array(z.object({ id: z.string(), name: z.string().nullish() })).nullish(),
      })
      .meta({ id: "CreateCrawlJobResponseModel" }),
  },
  errors: ["knowledge_base_document_not_found", "knowledge_base_full"],
});

export const getCrawlJob = defineOperation({
  operationId: "conversationalAi.knowledgeBase.crawlJobs.get",
  method: "GET",
  path: "/v1/convai/knowledge-base/crawl/{crawl_job_id}",
  summary: "A site crawl's status and page counts",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: CrawlJobParamsSchema },
  responses: { 200: CrawlJobResponseSchema },
  errors: ["crawl_job_not_found"],
});

export const cancelCrawlJob = defineOperation({
  operationId: "conversationalAi.knowledgeBase.crawlJobs.cancel",
  method: "POST",
  path: "/v1/convai/knowledge-base/crawl/{crawl_job_id}/cancel",
  summary: "Stop a site crawl after the page it is on (pages already added stay)",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: { params: CrawlJobParamsSchema },
  responses: { 200: CrawlJobResponseSchema },
  errors: ["crawl_job_not_found"],
});
