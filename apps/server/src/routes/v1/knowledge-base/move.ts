import { moveKnowledgeBaseDocument } from "@chorus/contract";
import { moveDocuments } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const moveDocumentRoute = bindOperation(moveKnowledgeBaseDocument, async ({ ctx, params, body }) => {
  await moveDocuments(ctx, [params.documentation_id], body.move_to ?? null);
  return {};
});
