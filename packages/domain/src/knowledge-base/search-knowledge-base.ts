import { type EmbeddingModel, knowledgeBaseLimits } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { type DocumentView, viewsOf } from "./document-view.ts";
import type { KnowledgeBaseDocumentType } from "./knowledge-base-records.ts";
import { defaultEmbeddingModel } from "./reindex-document.ts";

export interface ContentSearchHit {
  view: DocumentView;
  /** The best passage's text, and the query's words in it (stemmed, lower-case) for highlighting. */
  passage: string;
  score: number;
}

/** Passages looked at per search: enough for a page of distinct documents. */
const passagesPerSearch = 200;

/**
 * `GET /v1/convai/knowledge-base/search`: documents whose text matches the query, best first, each
 * with its best passage. Searches the passages of every document's index for `model` (every
 * document is indexed for the default model when it is added).
 */
export async function searchKnowledgeBase(
  ctx: AuthenticatedContext,
  input: {
    query: string;
    pageSize: number;
    types?: readonly KnowledgeBaseDocumentType[];
    model?: EmbeddingModel;
  },
): Promise<ContentSearchHit[]> {
  requirePermission(ctx, "convai_read");
  const query = input.query.slice(0, knowledgeBaseLimits.searchCharacters);
  const { knowledgeBase } = ctx.ports.store;
  const indexIds = await knowledgeBase.indexIdsFor(ctx.workspaceId, input.model ?? defaultEmbeddingModel);
  const ranked = await knowledgeBase.rankByText(ctx.workspaceId, indexIds, query, passagesPerSearch);
  const best = new Map<string, (typeof ranked)[number]>();
  for (const passage of ranked) if (!best.has(passage.documentId)) best.set(passage.documentId, passage);
  const documents = (await knowledgeBase.findDocuments(ctx.workspaceId, [...best.keys()])).filter(
    (document) => !input.types?.length || input.types.includes(document.type),
  );
  const views = await viewsOf(ctx, documents, { dependents: true });
  return views
    .map((view) => {
      const passage = best.get(view.document.id)!;
      return { view, passage: passage.content, score: passage.score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, input.pageSize);
}
