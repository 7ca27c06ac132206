import { bulkMoveKnowledgeBaseDocuments } from "@chorus/contract";
import { moveDocuments } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const bulkMoveRoute = bindOperation(bulkMoveKnowledgeBaseDocuments, async ({ ctx, body }) => {
  await moveDocuments(ctx, body.document_ids, body.move_to ?? null);
  return {};
});
