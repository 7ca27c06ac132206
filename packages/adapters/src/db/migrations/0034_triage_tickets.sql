CREATE TABLE "triage_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"qa_comment" text,
	"conversation_ids" jsonb NOT NULL,
	"first_seen_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"comments" jsonb NOT NULL,
	"turn_comments" jsonb NOT NULL,
	"status" text NOT NULL,
	"priority" text,
	"priority_rank" integer NOT NULL,
	"priority_changes" jsonb NOT NULL,
	"status_changes" jsonb NOT NULL,
	"merged_into_ticket_id" text,
	"assignee_user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "triage_tickets" ADD CONSTRAINT "triage_tickets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_tickets" ADD CONSTRAINT "triage_tickets_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "triage_tickets_workspace_created_idx" ON "triage_tickets" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "triage_tickets_agent_created_idx" ON "triage_tickets" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "triage_tickets_merged_into_idx" ON "triage_tickets" USING btree ("merged_into_ticket_id");