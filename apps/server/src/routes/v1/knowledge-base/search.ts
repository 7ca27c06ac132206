import { searchKnowledgeBase as searchKnowledgeBaseOperation } from "@chorus/contract";
import { searchKnowledgeBase } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import {
  presentDocumentSummary,
  presentSearchSnippet,
} from "../../../presenters/knowledge-base-presenter.ts";

export const searchRoute = bindOperation(searchKnowledgeBaseOperation, async ({ ctx, query }) => {
  const types = query.types === undefined ? undefined : [query.types].flat();
  const hits = await searchKnowledgeBase(ctx, {
    query: query.query,
    pageSize: query.page_size,
    ...(types ? { types } : {}),
  });
  return {
    results: hits.map((hit) => ({
      document: presentDocumentSummary(hit.view),
      search_snippet: presentSearchSnippet(hit.passage, query.query),
      score: hit.score,
    })),
    next_cursor: null,
  };
});
