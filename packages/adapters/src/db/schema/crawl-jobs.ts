import type { CrawlJobStatus } from "@chorus/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * Knowledge-base crawl jobs (issue 19 §1, `/v1/convai/knowledge-base/crawl`): a site crawled in the
 * background into a folder of URL documents, with its page counts. The folder is a document row
 * (`root_folder_id`); the job outlives it as a record of what was crawled.
 */
export const crawlJobs = pgTable(
  "crawl_jobs",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who asked (the background crawl acts as them). */
    ownerUserId: text("owner_user_id").notNull(),
    seedUrl: text("seed_url").notNull(),
    pattern: text("pattern"),
    sitemapUrls: jsonb("sitemap_urls").$type<string[]>().notNull(),
    maxDepth: integer("max_depth").notNull(),
    maxPages: integer("max_pages").notNull(),
    autoDiscover: boolean("auto_discover").notNull(),
    rootFolderId: text("root_folder_id").notNull(),
    /** Auto-sync: the folder's pages fetched again once `synced_at` is this many days old. */
    autoSync: boolean("auto_sync").notNull(),
    /** With auto-sync, a page that answers 404 or 410 has its document deleted. */
    autoRemove: boolean("auto_remove").notNull(),
    minimumFrequencyDays: integer("minimum_frequency_days").notNull(),
    /** When the crawl ended or its pages were last synced; null until the crawl ends. */
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    status: text("status").$type<CrawlJobStatus>().notNull(),
    pagesIdentified: integer("pages_identified").notNull(),
    pagesScraped: integer("pages_scraped").notNull(),
    pagesSkipped: integer("pages_skipped").notNull(),
    pagesFailed: integer("pages_failed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("crawl_jobs_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id)],
);
