import { listKnowledgeBaseDocumentChunks } from "@chorus/contract";
import { listDocumentChunks } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentChunk } from "../../../presenters/knowledge-base-presenter.ts";

export const chunksRoute = bindOperation(listKnowledgeBaseDocumentChunks, async ({ ctx, params, query }) => {
  const page = await listDocumentChunks(ctx, params.documentation_id, {
    pageSize: query.page_size,
    ...(query.embedding_model ? { embeddingModel: query.embedding_model } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return {
    chunks: page.chunks.map((chunk) => presentChunk(chunk, page.documentName)),
    next_cursor: page.nextCursor,
  };
});
