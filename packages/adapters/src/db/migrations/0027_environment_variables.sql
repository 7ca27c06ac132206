CREATE TABLE "environment_variables" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "environment_variables" ADD CONSTRAINT "environment_variables_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "environment_variables_workspace_label_unique" ON "environment_variables" USING btree ("workspace_id",lower("label"));--> statement-breakpoint
CREATE INDEX "environment_variables_workspace_created_idx" ON "environment_variables" USING btree ("workspace_id","created_at","id");