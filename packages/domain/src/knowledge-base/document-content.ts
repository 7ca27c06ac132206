import { type EmbeddingModel, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findDocument } from "./document-access.ts";
import type { KnowledgeBaseChunkRecord } from "./knowledge-base-records.ts";
import { offsetCursor } from "./offset-cursor.ts";

/** `GET /v1/convai/knowledge-base/{id}/content`: the document's readable text. */
export async function getDocumentContent(ctx: AuthenticatedContext, documentId: string): Promise<string> {
  requirePermission(ctx, "convai_read");
  return (await findDocument(ctx, documentId)).content;
}

const chunkCursor = offsetCursor("chunk");

/**
 * `GET /v1/convai/knowledge-base/{id}/chunks`: the passages of the document's index for the model
 * (the first index built when none is named), in document order. None until an index is built.
 */
export async function listDocumentChunks(
  ctx: AuthenticatedContext,
  documentId: string,
  query: { embeddingModel?: EmbeddingModel; pageSize: number; cursor?: string },
): Promise<{ chunks: KnowledgeBaseChunkRecord[]; nextCursor: string | null; documentName: string }> {
  requirePermission(ctx, "convai_read");
  const document = await findDocument(ctx, documentId);
  const indexes = await ctx.ports.store.knowledgeBase.listIndexes(ctx.workspaceId, [document.id]);
  const index = indexes.find(
    (candidate) =>
      candidate.status === "succeeded" &&
      (query.embeddingModel === undefined || candidate.model === query.embeddingModel),
  );
  if (!index) return { chunks: [], nextCursor: null, documentName: document.name };
  const offset = chunkCursor.offsetOf(query.cursor);
  const found = await ctx.ports.store.knowledgeBase.listChunks(ctx.workspaceId, index.id, {
    offset,
    limit: query.pageSize + 1,
  });
  const chunks = found.slice(0, query.pageSize);
  return {
    chunks,
    nextCursor: found.length > query.pageSize ? chunkCursor.of(offset + chunks.length) : null,
    documentName: document.name,
  };
}

/** `GET /v1/convai/knowledge-base/{id}/chunk/{chunk_id}`. */
export async function getDocumentChunk(
  ctx: AuthenticatedContext,
  documentId: string,
  chunkId: string,
): Promise<{ chunk: KnowledgeBaseChunkRecord; documentName: string }> {
  requirePermission(ctx, "convai_read");
  const document = await findDocument(ctx, documentId);
  const chunk = await ctx.ports.store.knowledgeBase.findChunk(ctx.workspaceId, document.id, chunkId);
  if (!chunk) throw new DomainError("knowledge_base_chunk_not_found", messages.chunkNotFound(chunkId));
  return { chunk, documentName: document.name };
}
