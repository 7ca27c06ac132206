CREATE TABLE "auth_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by_user_id" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"auth_type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"key_id" text NOT NULL,
	"ciphertext" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_connections" ADD CONSTRAINT "auth_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_connections_workspace_created" ON "auth_connections" USING btree ("workspace_id","created_at");