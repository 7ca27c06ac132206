CREATE TABLE "voice_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"voice_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_samples" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"voice_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"hash" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"remove_background_noise" boolean DEFAULT false NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voices" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by_user_id" text,
	"name" text NOT NULL,
	"description" text,
	"labels" jsonb NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"profile" jsonb NOT NULL,
	"safety_control" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_operations" ADD CONSTRAINT "voice_operations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_operations_workspace_created_idx" ON "voice_operations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_samples_voice_idx" ON "voice_samples" USING btree ("voice_id","seq");--> statement-breakpoint
CREATE INDEX "voices_workspace_idx" ON "voices" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voices_workspace_name_unique" ON "voices" USING btree ("workspace_id","name");