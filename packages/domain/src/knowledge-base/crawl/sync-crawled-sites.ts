import type { Ports } from "../../context.ts";
import { RemoteFileStatusError } from "../../ports/remote-files.ts";
import { isDomainError } from "../../shared/domain-error.ts";
import { deleteDocument } from "../delete-documents.ts";
import { refreshDocument } from "../refresh-document.ts";
import { crawlerContext } from "./crawl-site-job.ts";

/** Crawls synced per sweep, and URL documents refreshed per crawl (a crawl makes at most 200). */
const crawlsPerSweep = 10;
const documentsPerCrawl = 200;

/** Whether refreshing failed because the page is gone for good (404, 410), not for a passing reason. */
const pageIsGone = (error: unknown) =>
  isDomainError(error) &&
  error.cause instanceof RemoteFileStatusError &&
  (error.cause.status === 404 || error.cause.status === 410);

/**
 * The worker's auto-sync sweep: each finished crawl with `enable_auto_sync` whose last sync is
 * `minimum_frequency_days` old has the URL documents in its folder refreshed (the refresh verb:
 * changed text is re-indexed); with `auto_remove`, a document whose page now answers 404 or 410 is
 * deleted, unless agents use it. Other failures leave the document as it was, for the next sync.
 */
export async function syncCrawledSites(ports: Ports): Promise<void> {
  const due = await ports.store.crawlJobs.dueForSync(ports.clock.now(), crawlsPerSweep);
  for (const job of due) {
    const ctx = await crawlerContext(ports, job);
    const entries = await ports.store.knowledgeBase.listChildren(job.workspaceId, [job.rootFolderId]);
    for (const entry of entries.filter((e) => e.type === "url").slice(0, documentsPerCrawl)) {
      try {
        await refreshDocument(ctx, entry.id);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        if (job.autoRemove && pageIsGone(error))
          await deleteDocument(ctx, entry.id, false).catch((refused: unknown) => {
            if (!isDomainError(refused)) throw refused;
          });
      }
    }
    const now = ports.clock.now();
    await ports.store.crawlJobs.update(job.id, { syncedAt: now, updatedAt: now });
  }
}
