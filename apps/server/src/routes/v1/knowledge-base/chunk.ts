import { getKnowledgeBaseDocumentChunk } from "@chorus/contract";
import { getDocumentChunk } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentChunk } from "../../../presenters/knowledge-base-presenter.ts";

export const chunkRoute = bindOperation(getKnowledgeBaseDocumentChunk, async ({ ctx, params }) => {
  const { chunk, documentName } = await getDocumentChunk(ctx, params.documentation_id, params.chunk_id);
  return presentChunk(chunk, documentName);
});
