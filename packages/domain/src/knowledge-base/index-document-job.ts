import type { JobHandler } from "../jobs/job-handler.ts";
import { newId } from "../shared/ids.ts";
import { chunkText } from "./chunk-text.ts";
import type { KnowledgeBaseChunkRecord } from "./knowledge-base-records.ts";

export const indexDocumentJob = "knowledge_base.index";

/** Passages embedded per request to the embeddings server. */
const embeddingBatch = 32;

/**
 * Builds a document's retrieval index: its text cut into passages (chunk-text.ts), each passage's
 * words indexed for full-text search with the document's language, and vectors from the embeddings
 * engine when one is configured. Safe to run again: the passages are replaced whole. Progress goes
 * to the index row (`progress_percentage`) as the vectors come in.
 */
export const indexDocumentHandler: JobHandler = {
  async run({ ports, job, reportProgress }) {
    const workspaceId = String(job.payload.workspaceId);
    const indexId = String(job.payload.indexId);
    const { knowledgeBase } = ports.store;
    const index = await knowledgeBase.findIndex(workspaceId, indexId);
    if (!index) return; // deleted since it was queued
    const document = await knowledgeBase.findDocument(workspaceId, index.documentId);
    if (!document) return;
    const progress = async (percentage: number) => {
      await knowledgeBase.updateIndex(indexId, {
        status: "processing",
        progressPercentage: percentage,
        updatedAt: ports.clock.now(),
      });
      await reportProgress(percentage / 100);
    };
    await progress(0);
    const passages = chunkText(document.content);
    if (passages.length === 0) {
      await knowledgeBase.updateIndex(indexId, {
        status: "document_too_small",
        progressPercentage: 100,
        updatedAt: ports.clock.now(),
      });
      return;
    }
    const vectors: number[][] = [];
    if (ports.embeddings) {
      for (let start = 0; start < passages.length; start += embeddingBatch) {
        vectors.push(...(await ports.embeddings.embed(passages.slice(start, start + embeddingBatch))));
        await progress(Math.min(99, Math.round(((start + embeddingBatch) / passages.length) * 100)));
      }
    }
    const chunks: KnowledgeBaseChunkRecord[] = passages.map((content, position) => ({
      id: `${document.id}_${position}_${newId(6)}`,
      workspaceId,
      indexId,
      documentId: document.id,
      position,
      content,
      embedding: vectors[position] ?? null,
    }));
    await knowledgeBase.replaceChunks(indexId, document.textSearchConfig, chunks);
    await knowledgeBase.updateIndex(indexId, {
      status: "succeeded",
      progressPercentage: 100,
      usedBytes: passages.reduce((sum, passage) => sum + Buffer.byteLength(passage), 0),
      hasEmbeddings: vectors.length === passages.length,
      updatedAt: ports.clock.now(),
    });
  },
  async onGaveUp({ ports, job }) {
    const indexId = String(job.payload.indexId);
    await ports.store.knowledgeBase.updateIndex(indexId, { status: "failed", updatedAt: ports.clock.now() });
  },
};
