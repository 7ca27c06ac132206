import { getKnowledgeBaseSummaries } from "@chorus/contract";
import { DomainError, documentSummaries } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentBatchFailure, presentDocumentSummary } from "../../../presenters/knowledge-base-presenter.ts";

export const summariesRoute = bindOperation(getKnowledgeBaseSummaries, async ({ ctx, query }) => {
  const results = await documentSummaries(ctx, [query.document_ids].flat());
  return Object.fromEntries(
    [...results].map(([id, result]) => [
      id,
      result instanceof DomainError
        ? presentBatchFailure(result)
        : { status: "success" as const, data: presentDocumentSummary(result) },
    ]),
  );
});
