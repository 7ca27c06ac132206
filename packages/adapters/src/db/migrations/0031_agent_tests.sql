CREATE TABLE "agent_test_invocations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"agent_version_id" text NOT NULL,
	"branch_id" text,
	"created_by_user_id" text NOT NULL,
	"repeat_count" integer NOT NULL,
	"cancelled" boolean NOT NULL,
	"config_override" jsonb,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_test_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"invocation_id" text NOT NULL,
	"test_id" text NOT NULL,
	"test_name" text NOT NULL,
	"test" jsonb NOT NULL,
	"root_folder_id" text,
	"root_folder_name" text,
	"position" integer NOT NULL,
	"state" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"verdict" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parent_folder_id" text,
	"body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_test_invocations" ADD CONSTRAINT "agent_test_invocations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_runs" ADD CONSTRAINT "agent_test_runs_invocation_id_agent_test_invocations_id_fk" FOREIGN KEY ("invocation_id") REFERENCES "public"."agent_test_invocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tests" ADD CONSTRAINT "agent_tests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_test_invocations_workspace_idx" ON "agent_test_invocations" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agent_test_runs_invocation_idx" ON "agent_test_runs" USING btree ("invocation_id","position");--> statement-breakpoint
CREATE INDEX "agent_test_runs_test_idx" ON "agent_test_runs" USING btree ("workspace_id","test_id");--> statement-breakpoint
CREATE INDEX "agent_tests_workspace_parent_idx" ON "agent_tests" USING btree ("workspace_id","parent_folder_id");