import { getOrCreateRagIndexes as getOrCreateRagIndexesOperation } from "@chorus/contract";
import { DomainError, getOrCreateRagIndexes } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentBatchFailure, presentRagIndex } from "../../../presenters/knowledge-base-presenter.ts";

export const getOrCreateRagIndexesRoute = bindOperation(
  getOrCreateRagIndexesOperation,
  async ({ ctx, body }) => {
    const results = await getOrCreateRagIndexes(
      ctx,
      body.items.map((item) => ({
        documentId: item.document_id,
        model: item.model,
        createIfMissing: item.create_if_missing,
      })),
    );
    return Object.fromEntries(
      [...results].map(([id, result]) => [
        id,
        result instanceof DomainError
          ? presentBatchFailure(result)
          : { status: "success" as const, data: presentRagIndex(result) },
      ]),
    );
  },
);
