CREATE TABLE "crawl_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"seed_url" text NOT NULL,
	"pattern" text,
	"sitemap_urls" jsonb NOT NULL,
	"max_depth" integer NOT NULL,
	"max_pages" integer NOT NULL,
	"auto_discover" boolean NOT NULL,
	"root_folder_id" text NOT NULL,
	"auto_sync" boolean NOT NULL,
	"auto_remove" boolean NOT NULL,
	"minimum_frequency_days" integer NOT NULL,
	"synced_at" timestamp with time zone,
	"status" text NOT NULL,
	"pages_identified" integer NOT NULL,
	"pages_scraped" integer NOT NULL,
	"pages_skipped" integer NOT NULL,
	"pages_failed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD CONSTRAINT "crawl_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_jobs_workspace_created_idx" ON "crawl_jobs" USING btree ("workspace_id","created_at","id");