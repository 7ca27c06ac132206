import type { EmbeddingModel } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { enqueueIndexBuild } from "./rag-indexes.ts";

/** The model a new document is indexed for at once, so search and chunk previews work without an agent. */
export const defaultEmbeddingModel: EmbeddingModel = "e5_mistral_7b_instruct";

/**
 * A document's text changed (edited, refreshed, replaced): every index it has is built again, and
 * the default model's if it has none. An index keeps answering with its old passages until the
 * new ones replace them in one transaction.
 */
export async function reindexDocument(
  ctx: AuthenticatedContext,
  document: KnowledgeBaseDocumentRecord,
): Promise<void> {
  const indexes = await ctx.ports.store.knowledgeBase.listIndexes(ctx.workspaceId, [document.id]);
  const models = new Set<EmbeddingModel>(indexes.map((index) => index.model));
  models.add(defaultEmbeddingModel);
  for (const model of models) await enqueueIndexBuild(ctx, document, model, { rebuild: true });
}
