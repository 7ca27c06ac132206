import type { EmbeddingModel } from "@chorus/contract";
import type {
  KnowledgeBaseChunkRecord,
  KnowledgeBaseDocumentRecord,
  KnowledgeBaseDocumentType,
  KnowledgeBaseIndexRecord,
  RankedChunk,
} from "../knowledge-base/knowledge-base-records.ts";

/** How a knowledge-base listing is filtered and ordered (`GET /v1/convai/knowledge-base`). */
export interface KnowledgeBaseListQuery {
  /** Only entries directly in this folder (null: at the top); undefined: anywhere. */
  parentFolderId?: string | null;
  /** Part of the name, any case. */
  search?: string;
  types?: readonly KnowledgeBaseDocumentType[];
  ownerUserId?: string;
  foldersFirst: boolean;
  sortBy: "name" | "created_at" | "updated_at" | "size";
  sortDirection: "asc" | "desc";
  offset: number;
  limit: number;
}

/** The knowledge base's documents, retrieval indexes and passages, scoped to a workspace. */
export interface KnowledgeBaseRepository {
  insertDocument(document: KnowledgeBaseDocumentRecord): Promise<void>;
  findDocument(workspaceId: string, documentId: string): Promise<KnowledgeBaseDocumentRecord | undefined>;
  /** The workspace's entries among `documentIds` (other ids are simply absent). */
  findDocuments(workspaceId: string, documentIds: readonly string[]): Promise<KnowledgeBaseDocumentRecord[]>;
  listDocuments(workspaceId: string, query: KnowledgeBaseListQuery): Promise<KnowledgeBaseDocumentRecord[]>;
  /** Entries directly in any of the folders. */
  listChildren(workspaceId: string, folderIds: readonly string[]): Promise<KnowledgeBaseDocumentRecord[]>;
  /** How many entries the workspace has (folders included). */
  countDocuments(workspaceId: string): Promise<number>;
  updateDocument(
    workspaceId: string,
    documentId: string,
    patch: Partial<
      Pick<
        KnowledgeBaseDocumentRecord,
        | "name"
        | "parentFolderId"
        | "content"
        | "contentFormat"
        | "textSearchConfig"
        | "sizeBytes"
        | "sourceBlobKey"
        | "fileName"
        | "mimeType"
        | "updatedAt"
      >
    >,
  ): Promise<KnowledgeBaseDocumentRecord | undefined>;
  /** Deletes the entries (their indexes and passages with them); returns the ids that existed. */
  deleteDocuments(workspaceId: string, documentIds: readonly string[]): Promise<string[]>;

  insertIndex(index: KnowledgeBaseIndexRecord): Promise<void>;
  findIndex(workspaceId: string, indexId: string): Promise<KnowledgeBaseIndexRecord | undefined>;
  findIndexFor(
    workspaceId: string,
    documentId: string,
    model: EmbeddingModel,
  ): Promise<KnowledgeBaseIndexRecord | undefined>;
  listIndexes(workspaceId: string, documentIds: readonly string[]): Promise<KnowledgeBaseIndexRecord[]>;
  updateIndex(
    indexId: string,
    patch: Partial<
      Pick<
        KnowledgeBaseIndexRecord,
        "status" | "progressPercentage" | "usedBytes" | "hasEmbeddings" | "updatedAt"
      >
    >,
  ): Promise<void>;
  deleteIndex(workspaceId: string, indexId: string): Promise<boolean>;
  /** Ids of the workspace's indexes for a model (content search looks through them all). */
  indexIdsFor(workspaceId: string, model: EmbeddingModel): Promise<string[]>;
  /** Bytes of succeeded indexes per model. */
  usedBytesByModel(workspaceId: string): Promise<{ model: EmbeddingModel; usedBytes: number }[]>;

  /** Replaces an index's passages; each passage's words are indexed with `textSearchConfig`. */
  replaceChunks(
    indexId: string,
    textSearchConfig: string,
    chunks: readonly KnowledgeBaseChunkRecord[],
  ): Promise<void>;
  /** An index's passages in document order. */
  listChunks(
    workspaceId: string,
    indexId: string,
    page: { offset: number; limit: number },
  ): Promise<KnowledgeBaseChunkRecord[]>;
  findChunk(
    workspaceId: string,
    documentId: string,
    chunkId: string,
  ): Promise<KnowledgeBaseChunkRecord | undefined>;
  /**
   * Passages of the indexes that share words with the query, best first: each of the query's
   * words counts by its rarity among these indexes' passages (inverse document frequency), plus
   * the query's trigram similarity to the passage's closest stretch of text.
   */
  rankByText(
    workspaceId: string,
    indexIds: readonly string[],
    query: string,
    limit: number,
  ): Promise<RankedChunk[]>;
  /** Passages of the indexes nearest the query's vector (cosine similarity as the score). */
  rankByVector(
    workspaceId: string,
    indexIds: readonly string[],
    vector: readonly number[],
    limit: number,
  ): Promise<RankedChunk[]>;
}
