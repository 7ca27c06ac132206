CREATE TABLE "history_items" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text,
	"api_key_id" text,
	"voice_id" text NOT NULL,
	"voice_name" text NOT NULL,
	"voice_category" text NOT NULL,
	"model_id" text NOT NULL,
	"text" text NOT NULL,
	"settings" jsonb NOT NULL,
	"output_format" text NOT NULL,
	"character_count_change_from" integer NOT NULL,
	"character_count_change_to" integer NOT NULL,
	"content_type" text NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"audio_key" text NOT NULL,
	"feedback" jsonb,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_items_workspace_created_idx" ON "history_items" USING btree ("workspace_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "history_items_share_token_unique" ON "history_items" USING btree ("share_token");