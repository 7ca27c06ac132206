CREATE TABLE "voice_previews" (
	"generated_voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"profile" jsonb NOT NULL,
	"description" text NOT NULL,
	"text" text NOT NULL,
	"loudness" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_previews" ADD CONSTRAINT "voice_previews_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_previews_created_idx" ON "voice_previews" USING btree ("created_at");