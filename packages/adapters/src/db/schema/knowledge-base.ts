import { embeddingModels } from "@chorus/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/** PostgreSQL's `tsvector`: written by SQL (`to_tsvector`), never read back by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * An agent knowledge base's documents and folders (issue 19 §1). A document keeps its readable
 * text (`content`, extracted once from the file, page or text it came from); the original file,
 * when there is one, is a blob (`source_blob_key`).
 */
export const knowledgeBaseDocuments = pgTable(
  "knowledge_base_documents",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who made it (kept as written when the person's account is deleted later). */
    ownerUserId: text("owner_user_id").notNull(),
    type: text("type", { enum: ["file", "url", "text", "folder"] }).notNull(),
    name: text("name").notNull(),
    /** The folder it is in; null at the top. Folders hold documents and folders. */
    parentFolderId: text("parent_folder_id"),
    url: text("url"),
    fileName: text("file_name"),
    mimeType: text("mime_type"),
    sourceBlobKey: text("source_blob_key"),
    /** What the text was read from: pdf, docx, txt, html, markdown, epub; null for folders. */
    contentFormat: text("content_format"),
    content: text("content").notNull(),
    /** The PostgreSQL text-search configuration of the document's language (`english`, `simple`, …). */
    textSearchConfig: text("text_search_config").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("knowledge_base_documents_folder_idx").on(t.workspaceId, t.parentFolderId, t.createdAt, t.id),
    index("knowledge_base_documents_created_idx").on(t.workspaceId, t.createdAt, t.id),
  ],
);

/**
 * A document's retrieval index for one embedding model (`rag-index`), built by a background job:
 * its chunks, ranked by full-text search and trigram similarity, and by vector distance when an
 * embeddings engine is configured.
 */
export const knowledgeBaseIndexes = pgTable(
  "knowledge_base_indexes",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => knowledgeBaseDocuments.id, { onDelete: "cascade" }),
    model: text("model", { enum: embeddingModels }).notNull(),
    status: text("status", {
      enum: ["created", "processing", "failed", "succeeded", "rag_limit_exceeded", "document_too_small"],
    }).notNull(),
    progressPercentage: integer("progress_percentage").notNull(),
    usedBytes: integer("used_bytes").notNull(),
    /** Whether the chunks carry vectors (an embeddings engine was configured when it was built). */
    hasEmbeddings: boolean("has_embeddings").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("knowledge_base_indexes_document_model_idx").on(t.documentId, t.model)],
);

/** The passages of an index, in document order. */
export const knowledgeBaseChunks = pgTable(
  "knowledge_base_chunks",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull(),
    indexId: text("index_id")
      .notNull()
      .references(() => knowledgeBaseIndexes.id, { onDelete: "cascade" }),
    documentId: text("document_id").notNull(),
    position: integer("position").notNull(),
    content: text("content").notNull(),
    search: tsvector("search").notNull(),
    /** Unit-length vector from the embeddings engine; null without one. */
    embedding: real("embedding").array(),
  },
  (t) => [
    index("knowledge_base_chunks_index_idx").on(t.indexId, t.position),
    index("knowledge_base_chunks_search_idx").using("gin", t.search),
    index("knowledge_base_chunks_trigram_idx").using("gin", sql`${t.content} gin_trgm_ops`),
  ],
);
