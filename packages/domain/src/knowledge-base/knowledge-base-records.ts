import type { EmbeddingModel } from "@chorus/contract";

/** A knowledge base entry's kind (ElevenLabs' `KnowledgeBaseDocumentType`). */
export type KnowledgeBaseDocumentType = "file" | "url" | "text" | "folder";

/** A document or folder of a workspace's knowledge base (issue 19 §1). */
export interface KnowledgeBaseDocumentRecord {
  id: string;
  workspaceId: string;
  /** Who made it: they (or a workspace admin) may change, move or delete it. */
  ownerUserId: string;
  type: KnowledgeBaseDocumentType;
  name: string;
  /** The folder it is in; null at the top. */
  parentFolderId: string | null;
  /** Where a URL document was read from. */
  url: string | null;
  /** A file document's uploaded name and type. */
  fileName: string | null;
  mimeType: string | null;
  /** The original file or page as received, kept for `source-file-url` and refreshes. */
  sourceBlobKey: string | null;
  /** What the text was read from (pdf, docx, txt, html, markdown, epub); null for folders. */
  contentFormat: string | null;
  /** The readable text; empty for folders. */
  content: string;
  /** The PostgreSQL text-search configuration of its language (`english`, `german`, … or `simple`). */
  textSearchConfig: string;
  /** UTF-8 bytes of `content`. */
  sizeBytes: number;
  createdAt: Date;
  updatedAt: Date;
}

/** `RagIndexStatus` as Chorus uses it. */
export type RagIndexStatus =
  | "created"
  | "processing"
  | "failed"
  | "succeeded"
  | "rag_limit_exceeded"
  | "document_too_small";

/** A document's retrieval index for one embedding model, built by a background job. */
export interface KnowledgeBaseIndexRecord {
  id: string;
  workspaceId: string;
  documentId: string;
  /** The `EmbeddingModelEnum` the agent asked for; the index is named by it. */
  model: EmbeddingModel;
  status: RagIndexStatus;
  progressPercentage: number;
  /** UTF-8 bytes of the indexed passages. */
  usedBytes: number;
  /** Whether its passages carry vectors (an embeddings engine was configured when it was built). */
  hasEmbeddings: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A passage of an index, in document order. */
export interface KnowledgeBaseChunkRecord {
  id: string;
  workspaceId: string;
  indexId: string;
  documentId: string;
  position: number;
  content: string;
  /** Unit length; null when the index was built without an embeddings engine. */
  embedding: number[] | null;
}

/** A passage found for a query, with the ranks that found it. */
export interface RankedChunk {
  chunkId: string;
  documentId: string;
  content: string;
  /** Higher is better, comparable only within one search. */
  score: number;
}
