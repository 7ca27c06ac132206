CREATE TABLE "convai_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"initiation_webhook" jsonb,
	"webhooks" jsonb NOT NULL,
	"can_use_mcp_servers" boolean NOT NULL,
	"rag_retention_period_days" integer NOT NULL,
	"conversation_embedding_retention_days" integer NOT NULL,
	"default_livekit_stack" text NOT NULL,
	"dashboard_charts" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "convai_settings" ADD CONSTRAINT "convai_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;