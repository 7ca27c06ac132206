CREATE TABLE "pronunciation_dictionaries" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by_user_id" text NOT NULL,
	"latest_version_id" text NOT NULL,
	"latest_version_rules_num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pronunciation_dictionary_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"dictionary_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_dictionaries" ADD CONSTRAINT "pronunciation_dictionaries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_dictionary_versions" ADD CONSTRAINT "pronunciation_dictionary_versions_dictionary_id_pronunciation_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."pronunciation_dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_dictionary_versions" ADD CONSTRAINT "pronunciation_dictionary_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_dictionaries_workspace_idx" ON "pronunciation_dictionaries" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "pronunciation_dictionary_versions_dictionary_idx" ON "pronunciation_dictionary_versions" USING btree ("dictionary_id","seq");