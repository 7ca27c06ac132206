import type { WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext, Ports } from "../../context.ts";
import type { JobHandler } from "../../jobs/job-handler.ts";
import { isDomainError } from "../../shared/domain-error.ts";
import { fileNameOf, keepUrlDocument } from "../add-url-document.ts";
import { fetchPage } from "../fetch-page.ts";
import { readDocumentText } from "../read-document-text.ts";
import type { CrawlJobCounts, CrawlJobRecord } from "./crawl-job-records.ts";
import { sitemapLocations } from "./sitemap-locations.ts";

/** The crawl acts as the person who asked for it (their workspace, their permission to add documents). */
export async function crawlerContext(ports: Ports, job: CrawlJobRecord): Promise<AuthenticatedContext> {
  const member = await ports.store.members.find(job.workspaceId, job.ownerUserId);
  return {
    ports,
    meta: { geo: {} },
    actor: { kind: "user", userId: job.ownerUserId, sessionId: `crawl-job:${job.id}` },
    userId: job.ownerUserId,
    workspaceId: job.workspaceId,
    role: (member?.role ?? "viewer") as WorkspaceRole,
  };
}

/** A link's page address: resolved against the page, on the seed's origin, without its fragment. */
function pageAddress(href: string, base: URL, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  url.hash = "";
  return url.href;
}

/**
 * Crawls a site breadth-first from its seed (and the pages its sitemaps list) within the seed's
 * origin: each page fetched with the URL documents' fetcher (https, public addresses, size and time
 * bounds), HTML pages kept as URL documents in the crawl's folder and their links followed up to
 * `max_depth`; pages outside `pattern` and pages that are not HTML are skipped; at most `max_pages`
 * pages are fetched. A cancel is seen before each page.
 */
export const crawlSiteHandler: JobHandler = {
  async run({ ports, job: queued, reportProgress }) {
    const workspaceId = String(queued.payload.workspaceId);
    const crawlJobId = String(queued.payload.crawlJobId);
    const { crawlJobs } = ports.store;
    const job = await crawlJobs.find(workspaceId, crawlJobId);
    if (job?.status !== "queued") return;
    const ctx = await crawlerContext(ports, job);
    const counts: CrawlJobCounts = { pagesIdentified: 0, pagesScraped: 0, pagesSkipped: 0, pagesFailed: 0 };
    const save = (status?: CrawlJobRecord["status"]) =>
      crawlJobs.update(job.id, { ...counts, ...(status ? { status } : {}), updatedAt: ports.clock.now() });
    if (!(await save("processing"))) return;

    const origin = new URL(job.seedUrl).origin;
    const pattern = job.pattern ? new RegExp(job.pattern) : null;
    const seen = new Set<string>();
    const queue: { url: string; depth: number }[] = [];
    const identify = (url: string, depth: number) => {
      if (seen.has(url)) return;
      seen.add(url);
      counts.pagesIdentified++;
      queue.push({ url, depth });
    };
    identify(job.seedUrl, 0);
    for (const sitemap of job.sitemapUrls) {
      try {
        const { bytes } = await fetchPage(ctx, sitemap, ["sitemap_urls"]);
        for (const loc of sitemapLocations(Buffer.from(bytes).toString("utf8"))) {
          const url = pageAddress(loc, new URL(sitemap), origin);
          if (url) identify(url, 1);
        }
      } catch (error) {
        if (!isDomainError(error)) throw error;
        counts.pagesFailed++;
      }
    }

    let fetched = 0;
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (fetched >= job.maxPages) break;
      // A cancel wins: `update` refuses to write over it, and the crawl stops here.
      if (!(await save())) return;
      if (pattern && next.url !== job.seedUrl && !pattern.test(next.url)) {
        counts.pagesSkipped++;
        continue;
      }
      fetched++;
      try {
        const page = await fetchPage(ctx, next.url, ["url"]);
        const kept = page.bytes.slice();
        const extracted = await readDocumentText(ctx, { bytes: page.bytes, fileName: fileNameOf(page.url) }, [
          "url",
        ]);
        if (extracted.format !== "html") {
          counts.pagesSkipped++;
          continue;
        }
        await keepUrlDocument(ctx, { url: page.url, kept, extracted, parentFolderId: job.rootFolderId });
        counts.pagesScraped++;
        if (next.depth < job.maxDepth)
          for (const href of extracted.links ?? []) {
            const url = pageAddress(href, page.url, origin);
            if (url) identify(url, next.depth + 1);
          }
      } catch (error) {
        // A page that cannot be fetched or read is counted and passed over; anything else is a bug.
        if (!isDomainError(error)) throw error;
        counts.pagesFailed++;
      }
      await reportProgress(Math.min(1, fetched / job.maxPages));
    }
    await crawlJobs.update(job.id, {
      ...counts,
      status: "succeeded",
      syncedAt: ports.clock.now(),
      updatedAt: ports.clock.now(),
    });
  },
  async onGaveUp({ ports, job }) {
    await ports.store.crawlJobs.update(String(job.payload.crawlJobId), {
      status: "failed",
      updatedAt: ports.clock.now(),
    });
  },
};
