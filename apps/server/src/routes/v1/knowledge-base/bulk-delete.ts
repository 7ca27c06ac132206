import { bulkDeleteKnowledgeBaseDocuments } from "@chorus/contract";
import { bulkDeleteDocuments } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentBatchFailure } from "../../../presenters/knowledge-base-presenter.ts";

export const bulkDeleteRoute = bindOperation(bulkDeleteKnowledgeBaseDocuments, async ({ ctx, body }) => {
  const results = await bulkDeleteDocuments(ctx, body.document_ids, body.force ?? false);
  return Object.fromEntries(
    [...results].map(([id, error]) => [
      id,
      error ? presentBatchFailure(error) : { status: "success" as const, data: { id } },
    ]),
  );
});
