CREATE TABLE "voice_collection_voices" (
	"collection_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"voice_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_collection_voices_collection_id_voice_id_pk" PRIMARY KEY("collection_id","voice_id")
);
--> statement-breakpoint
CREATE TABLE "voice_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_copies" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"original_voice_id" text NOT NULL,
	"public_owner_id" text NOT NULL,
	"live_moderation_enabled" boolean NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"disable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_voice_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"voice_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_voice_usage" (
	"voice_id" text NOT NULL,
	"day" date NOT NULL,
	"characters" bigint NOT NULL,
	CONSTRAINT "library_voice_usage_voice_id_day_pk" PRIMARY KEY("voice_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_probations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_sharing" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"owner_user_id" text,
	"public_owner_id" text NOT NULL,
	"status" text NOT NULL,
	"review_status" text NOT NULL,
	"review_message" text,
	"description" text,
	"labels" jsonb NOT NULL,
	"notice_period_days" integer NOT NULL,
	"fiat_rate" double precision,
	"financial_rewards_enabled" boolean NOT NULL,
	"free_users_allowed" boolean NOT NULL,
	"live_moderation_enabled" boolean NOT NULL,
	"reader_app_enabled" boolean NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"live_since" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"disable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_collection_voices" ADD CONSTRAINT "voice_collection_voices_collection_id_voice_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."voice_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_collection_voices" ADD CONSTRAINT "voice_collection_voices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_collections" ADD CONSTRAINT "voice_collections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_probations" ADD CONSTRAINT "user_probations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sharing" ADD CONSTRAINT "voice_sharing_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sharing" ADD CONSTRAINT "voice_sharing_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sharing" ADD CONSTRAINT "voice_sharing_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_collection_voices_workspace_idx" ON "voice_collection_voices" USING btree ("workspace_id","voice_id");--> statement-breakpoint
CREATE INDEX "voice_collections_workspace_idx" ON "voice_collections" USING btree ("workspace_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_workspace_original_unique" ON "library_copies" USING btree ("workspace_id","original_voice_id");--> statement-breakpoint
CREATE INDEX "library_copies_original_idx" ON "library_copies" USING btree ("original_voice_id");--> statement-breakpoint
CREATE INDEX "library_voice_events_voice_idx" ON "library_voice_events" USING btree ("voice_id","occurred_at");--> statement-breakpoint
CREATE INDEX "voice_sharing_state_idx" ON "voice_sharing" USING btree ("status","review_status");--> statement-breakpoint
CREATE INDEX "voice_sharing_workspace_idx" ON "voice_sharing" USING btree ("workspace_id");