import { knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { checkPublicHttpsUrl } from "../../shared/public-https-url.ts";
import { hasNestedQuantifier } from "../../shared/risky-regex.ts";
import { createFolder } from "../create-folder.ts";
import { folderPathOf } from "../folder-path.ts";
import { offsetCursor } from "../offset-cursor.ts";
import type { CrawlJobRecord } from "./crawl-job-records.ts";
import { type CrawlJobView, crawlJobView } from "./crawl-job-view.ts";

export const crawlSiteJob = "knowledge_base.crawl";

const limits = knowledgeBaseLimits.crawl;
const cursor = offsetCursor("crawl");

export interface CreateCrawlJobInput {
  url: string;
  maxDepth?: number | null;
  maxPages?: number | null;
  pattern?: string | null;
  sitemapUrls?: string[] | null;
  parentFolderId?: string | null;
  autoDiscover?: boolean | null;
  enableAutoSync?: boolean | null;
  autoRemove?: boolean | null;
  minimumFrequencyDays?: number | null;
}

/** A pattern that compiles and cannot backtrack without end, or a 422 on `pattern`. */
function checkPattern(pattern: string): void {
  const refuse = (message: string) => DomainError.invalidField(["body", "pattern"], message);
  if (hasNestedQuantifier(pattern)) throw refuse(messages.crawlPatternRisky);
  try {
    new RegExp(pattern);
  } catch {
    throw refuse(messages.crawlPatternInvalid);
  }
}

/**
 * `POST /v1/convai/knowledge-base/crawl`: the addresses are checked now (https, public), a folder
 * named after the site is made under `parent_folder_id`, and the crawl is queued (crawl-site-job.ts).
 */
export async function createCrawlJob(ctx: AuthenticatedContext, input: CreateCrawlJobInput) {
  requirePermission(ctx, "convai_write");
  const refuseAt = (field: (string | number)[]) => (reason: string) =>
    DomainError.invalidField(field, messages.documentUrlInvalid(reason));
  const seed = checkPublicHttpsUrl(input.url, refuseAt(["body", "url"]));
  const sitemapUrls = (input.sitemapUrls ?? []).map(
    (url, i) => checkPublicHttpsUrl(url, refuseAt(["body", "sitemap_urls", i])).href,
  );
  const pattern = input.pattern?.trim() || null;
  if (pattern) checkPattern(pattern);
  const folder = await createFolder(ctx, {
    name: seed.hostname,
    parentFolderId: input.parentFolderId ?? null,
  });
  const now = ctx.ports.clock.now();
  const job: CrawlJobRecord = {
    id: newId(),
    workspaceId: ctx.workspaceId,
    ownerUserId: ctx.userId,
    seedUrl: seed.href,
    pattern,
    sitemapUrls,
    maxDepth: input.maxDepth ?? limits.maxDepth.default,
    maxPages: input.maxPages ?? limits.maxPages.default,
    autoDiscover: input.autoDiscover ?? false,
    rootFolderId: folder.id,
    autoSync: input.enableAutoSync ?? false,
    autoRemove: input.autoRemove ?? false,
    minimumFrequencyDays: input.minimumFrequencyDays ?? limits.syncDays.default,
    syncedAt: null,
    status: "queued",
    pagesIdentified: 0,
    pagesScraped: 0,
    pagesSkipped: 0,
    pagesFailed: 0,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.transaction(async (store) => {
    await store.crawlJobs.insert(job);
    // One attempt: a crawl run again would add its pages twice.
    await enqueueJob(ctx.ports, store, {
      kind: crawlSiteJob,
      payload: { workspaceId: ctx.workspaceId, crawlJobId: job.id },
      workspaceId: ctx.workspaceId,
      maxAttempts: 1,
    });
  });
  const path = await folderPathOf(ctx, folder);
  return {
    id: job.id,
    type: crawlJobView(job).type,
    root_folder_id: folder.id,
    status: job.status,
    created_at: Math.floor(now.getTime() / 1000),
    folder_path: [...path, folder].map((entry) => ({ id: entry.id, name: entry.name })),
  };
}

async function findCrawlJob(ctx: AuthenticatedContext, id: string): Promise<CrawlJobRecord> {
  const job = await ctx.ports.store.crawlJobs.find(ctx.workspaceId, id);
  if (!job) throw new DomainError("crawl_job_not_found", messages.crawlJobNotFound(id));
  return job;
}

/** `GET /v1/convai/knowledge-base/crawl/{crawl_job_id}`. */
export async function getCrawlJob(ctx: AuthenticatedContext, id: string): Promise<CrawlJobView> {
  requirePermission(ctx, "convai_read");
  return crawlJobView(await findCrawlJob(ctx, id));
}

/** `GET /v1/convai/knowledge-base/crawl`: newest first, `include_job_ids` narrowing it. */
export async function listCrawlJobs(
  ctx: AuthenticatedContext,
  query: { includeJobIds?: string | string[]; pageSize: number; cursor?: string },
) {
  requirePermission(ctx, "convai_read");
  const offset = cursor.offsetOf(query.cursor);
  const ids = query.includeJobIds === undefined ? undefined : [query.includeJobIds].flat();
  const rows = await ctx.ports.store.crawlJobs.list(ctx.workspaceId, {
    ...(ids ? { ids } : {}),
    offset,
    limit: query.pageSize + 1,
  });
  const more = rows.length > query.pageSize;
  return {
    crawl_jobs: rows.slice(0, query.pageSize).map(crawlJobView),
    next_cursor: more ? cursor.of(offset + query.pageSize) : null,
  };
}

/**
 * `POST /v1/convai/knowledge-base/crawl/{crawl_job_id}/cancel`: a queued or running crawl stops
 * before its next page; one that already ended stays as it ended.
 */
export async function cancelCrawlJob(ctx: AuthenticatedContext, id: string): Promise<CrawlJobView> {
  requirePermission(ctx, "convai_write");
  await findCrawlJob(ctx, id);
  await ctx.ports.store.crawlJobs.cancel(ctx.workspaceId, id, ctx.ports.clock.now());
  return crawlJobView(await findCrawlJob(ctx, id));
}
