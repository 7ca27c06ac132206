import { type EmbeddingModel, knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { documentNotFound, findDocument } from "./document-access.ts";
import { indexDocumentJob } from "./index-document-job.ts";
import type { KnowledgeBaseDocumentRecord, KnowledgeBaseIndexRecord } from "./knowledge-base-records.ts";

/**
 * The document's index for the model, queued to be built when it has none (or its last build
 * failed, or its text changed: `rebuild`); an index that is built or being built is otherwise
 * answered as it is. A rebuilt index keeps its passages until the new ones replace them. A folder has nothing to
 * index: it is answered as "cannot_index_folder" without a row.
 */
export async function enqueueIndexBuild(
  ctx: AuthenticatedContext,
  document: KnowledgeBaseDocumentRecord,
  model: EmbeddingModel,
  options: { rebuild: boolean } = { rebuild: false },
): Promise<KnowledgeBaseIndexRecord> {
  const { knowledgeBase } = ctx.ports.store;
  const now = ctx.ports.clock.now();
  if (document.type === "folder")
    throw DomainError.invalidField(["path", "documentation_id"], messages.cannotIndexFolder);
  const existing = await knowledgeBase.findIndexFor(ctx.workspaceId, document.id, model);
  if (existing && existing.status !== "failed" && !options.rebuild) return existing;
  return ctx.ports.store.transaction(async (tx) => {
    const index: KnowledgeBaseIndexRecord = existing
      ? { ...existing, status: "created", progressPercentage: 0, updatedAt: now }
      : {
          id: newId(20),
          workspaceId: ctx.workspaceId,
          documentId: document.id,
          model,
          status: "created",
          progressPercentage: 0,
          usedBytes: 0,
          hasEmbeddings: false,
          createdAt: now,
          updatedAt: now,
        };
    if (existing)
      await tx.knowledgeBase.updateIndex(index.id, {
        status: "created",
        progressPercentage: 0,
        updatedAt: now,
      });
    else await tx.knowledgeBase.insertIndex(index);
    await enqueueJob(ctx.ports, tx, {
      kind: indexDocumentJob,
      payload: { workspaceId: ctx.workspaceId, indexId: index.id },
      workspaceId: ctx.workspaceId,
    });
    return index;
  });
}

/** `POST /v1/convai/knowledge-base/{id}/rag-index`: the index for the model, built if missing. */
export async function computeRagIndex(
  ctx: AuthenticatedContext,
  documentId: string,
  model: EmbeddingModel,
): Promise<KnowledgeBaseIndexRecord> {
  requirePermission(ctx, "convai_write");
  return enqueueIndexBuild(ctx, await findDocument(ctx, documentId), model);
}

/** `GET /v1/convai/knowledge-base/{id}/rag-index`: the document's indexes, oldest first. */
export async function listRagIndexes(
  ctx: AuthenticatedContext,
  documentId: string,
): Promise<KnowledgeBaseIndexRecord[]> {
  requirePermission(ctx, "convai_read");
  const document = await findDocument(ctx, documentId);
  return ctx.ports.store.knowledgeBase.listIndexes(ctx.workspaceId, [document.id]);
}

/** `DELETE /v1/convai/knowledge-base/{id}/rag-index/{index_id}`: answers the index as it was. */
export async function deleteRagIndex(
  ctx: AuthenticatedContext,
  documentId: string,
  indexId: string,
): Promise<KnowledgeBaseIndexRecord> {
  requirePermission(ctx, "convai_write");
  await findDocument(ctx, documentId);
  const index = await ctx.ports.store.knowledgeBase.findIndex(ctx.workspaceId, indexId);
  if (
    !index ||
    index.documentId !== documentId ||
    !(await ctx.ports.store.knowledgeBase.deleteIndex(ctx.workspaceId, indexId))
  )
    throw new DomainError("rag_index_not_found", messages.ragIndexNotFound(indexId));
  return index;
}

/**
 * `POST /v1/convai/knowledge-base/rag-index`: several documents' indexes at once, each created when
 * missing if asked to; keyed by document id. A document that is unknown or a folder gets an error
 * of its own instead of failing the rest.
 */
export async function getOrCreateRagIndexes(
  ctx: AuthenticatedContext,
  items: readonly { documentId: string; model: EmbeddingModel; createIfMissing: boolean }[],
): Promise<Map<string, KnowledgeBaseIndexRecord | DomainError>> {
  requirePermission(ctx, "convai_write");
  const results = new Map<string, KnowledgeBaseIndexRecord | DomainError>();
  for (const item of items.slice(0, knowledgeBaseLimits.idsPerRequest)) {
    const document = await ctx.ports.store.knowledgeBase.findDocument(ctx.workspaceId, item.documentId);
    if (!document) {
      results.set(item.documentId, documentNotFound(item.documentId));
      continue;
    }
    if (document.type === "folder") {
      results.set(item.documentId, DomainError.invalidField(["body", "items"], messages.cannotIndexFolder));
      continue;
    }
    const existing = await ctx.ports.store.knowledgeBase.findIndexFor(
      ctx.workspaceId,
      document.id,
      item.model,
    );
    if (existing && (existing.status !== "failed" || !item.createIfMissing))
      results.set(item.documentId, existing);
    else if (item.createIfMissing)
      results.set(item.documentId, await enqueueIndexBuild(ctx, document, item.model));
    else
      results.set(
        item.documentId,
        new DomainError("rag_index_not_found", messages.ragIndexNotFound(item.documentId)),
      );
  }
  return results;
}

/** `GET /v1/convai/knowledge-base/rag-index`: bytes indexed per model, and the workspace's ceiling. */
export async function ragIndexOverview(ctx: AuthenticatedContext): Promise<{
  totalUsedBytes: number;
  totalMaxBytes: number;
  models: { model: EmbeddingModel; usedBytes: number }[];
}> {
  requirePermission(ctx, "convai_read");
  const models = await ctx.ports.store.knowledgeBase.usedBytesByModel(ctx.workspaceId);
  return {
    totalUsedBytes: models.reduce((sum, model) => sum + model.usedBytes, 0),
    totalMaxBytes: knowledgeBaseLimits.documentsPerWorkspace * knowledgeBaseLimits.textCharacters,
    models,
  };
}
