CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "knowledge_base_chunks" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"index_id" text NOT NULL,
	"document_id" text NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"embedding" real[]
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"parent_folder_id" text,
	"url" text,
	"file_name" text,
	"mime_type" text,
	"source_blob_key" text,
	"content_format" text,
	"content" text NOT NULL,
	"text_search_config" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_indexes" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"document_id" text NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"progress_percentage" integer NOT NULL,
	"used_bytes" integer NOT NULL,
	"has_embeddings" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_base_chunks" ADD CONSTRAINT "knowledge_base_chunks_index_id_knowledge_base_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."knowledge_base_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_documents" ADD CONSTRAINT "knowledge_base_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_indexes" ADD CONSTRAINT "knowledge_base_indexes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_indexes" ADD CONSTRAINT "knowledge_base_indexes_document_id_knowledge_base_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_base_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_base_chunks_index_idx" ON "knowledge_base_chunks" USING btree ("index_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_base_chunks_search_idx" ON "knowledge_base_chunks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_base_chunks_trigram_idx" ON "knowledge_base_chunks" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_base_documents_folder_idx" ON "knowledge_base_documents" USING btree ("workspace_id","parent_folder_id","created_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_base_documents_created_idx" ON "knowledge_base_documents" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_base_indexes_document_model_idx" ON "knowledge_base_indexes" USING btree ("document_id","model");--> statement-breakpoint
UPDATE "agents" SET "conversation_config" = jsonb_set("conversation_config", '{agent,prompt}', ("conversation_config"->'agent'->'prompt') || '{"knowledge_base": [], "rag": {"enabled": false, "embedding_model": "e5_mistral_7b_instruct", "max_vector_distance": 0.6, "max_documents_length": 50000, "max_retrieved_rag_chunks_count": 20}}'::jsonb) WHERE NOT (("conversation_config"->'agent'->'prompt') ? 'rag');
