import { deleteDocumentRagIndex } from "@chorus/contract";
import { deleteRagIndex } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentRagIndex } from "../../../presenters/knowledge-base-presenter.ts";

export const deleteRagIndexRoute = bindOperation(deleteDocumentRagIndex, async ({ ctx, params }) =>
  presentRagIndex(await deleteRagIndex(ctx, params.documentation_id, params.rag_index_id)),
);
