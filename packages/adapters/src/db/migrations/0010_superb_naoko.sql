CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"workspace_id" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"progress" double precision DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_captchas" (
	"voice_id" text NOT NULL,
	"purpose" text NOT NULL,
	"workspace_id" text NOT NULL,
	"text" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voice_captchas_voice_id_purpose_pk" PRIMARY KEY("voice_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "voice_fine_tuning" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"models" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dataset_duration_seconds" double precision,
	"slice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_manual_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"extra_text" text NOT NULL,
	"files" jsonb NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_note" text
);
--> statement-breakpoint
CREATE TABLE "voice_verification_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"voice_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"accepted" boolean NOT NULL,
	"similarity" double precision NOT NULL,
	"levenshtein_distance" integer NOT NULL,
	"transcription" text NOT NULL,
	"failure" text,
	"recording_blob_key" text NOT NULL,
	"recording_mime_type" text NOT NULL,
	"recording_size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voices" ALTER COLUMN "profile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "trim_start_ms" integer;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "trim_end_ms" integer;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "speaker_separation_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "speakers" jsonb;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "selected_speaker_ids" jsonb;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "waveform" jsonb;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD COLUMN "loudness" jsonb;--> statement-breakpoint
ALTER TABLE "voices" ADD COLUMN "safety_control_source" text;--> statement-breakpoint
ALTER TABLE "voice_captchas" ADD CONSTRAINT "voice_captchas_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_captchas" ADD CONSTRAINT "voice_captchas_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_fine_tuning" ADD CONSTRAINT "voice_fine_tuning_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_fine_tuning" ADD CONSTRAINT "voice_fine_tuning_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_manual_verifications" ADD CONSTRAINT "voice_manual_verifications_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_manual_verifications" ADD CONSTRAINT "voice_manual_verifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_verification_attempts" ADD CONSTRAINT "voice_verification_attempts_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_verification_attempts" ADD CONSTRAINT "voice_verification_attempts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "voice_manual_verifications_voice_idx" ON "voice_manual_verifications" USING btree ("voice_id","requested_at");--> statement-breakpoint
CREATE INDEX "voice_verification_attempts_voice_idx" ON "voice_verification_attempts" USING btree ("voice_id","seq");