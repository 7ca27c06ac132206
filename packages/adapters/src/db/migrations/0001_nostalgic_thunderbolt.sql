CREATE TABLE "voice_settings" (
	"workspace_id" text NOT NULL,
	"voice_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_settings_workspace_id_voice_id_pk" PRIMARY KEY("workspace_id","voice_id")
);
--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;