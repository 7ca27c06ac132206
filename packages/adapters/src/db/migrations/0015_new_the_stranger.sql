CREATE TABLE "sound_effects" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text,
	"text" text NOT NULL,
	"recipe" text NOT NULL,
	"recipe_match" text NOT NULL,
	"category" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"requested_duration_seconds" double precision,
	"prompt_influence" double precision NOT NULL,
	"loop" boolean NOT NULL,
	"seed" bigint NOT NULL,
	"output_format" text NOT NULL,
	"content_type" text NOT NULL,
	"audio_key" text NOT NULL,
	"visibility" text NOT NULL,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soundboard_pins" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sound_effect_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "soundboard_pins_workspace_id_user_id_sound_effect_id_pk" PRIMARY KEY("workspace_id","user_id","sound_effect_id")
);
--> statement-breakpoint
ALTER TABLE "sound_effects" ADD CONSTRAINT "sound_effects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_effects" ADD CONSTRAINT "sound_effects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_pins" ADD CONSTRAINT "soundboard_pins_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_pins" ADD CONSTRAINT "soundboard_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundboard_pins" ADD CONSTRAINT "soundboard_pins_sound_effect_id_sound_effects_id_fk" FOREIGN KEY ("sound_effect_id") REFERENCES "public"."sound_effects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sound_effects_workspace_created_idx" ON "sound_effects" USING btree ("workspace_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "sound_effects_visibility_shared_idx" ON "sound_effects" USING btree ("visibility","shared_at");