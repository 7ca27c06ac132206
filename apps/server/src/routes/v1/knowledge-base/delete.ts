import { deleteKnowledgeBaseDocument } from "@chorus/contract";
import { deleteDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteDocumentRoute = bindOperation(
  deleteKnowledgeBaseDocument,
  async ({ ctx, params, query }) => {
    await deleteDocument(ctx, params.documentation_id, query.force ?? false);
    return {};
  },
);
