ALTER TABLE "history_items" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "video_theme" text;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "video_strip_v3_tags" boolean;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "video_watermarked" boolean;