import { listDocumentRagIndexes } from "@chorus/contract";
import { listRagIndexes } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentRagIndex } from "../../../presenters/knowledge-base-presenter.ts";

export const ragIndexesRoute = bindOperation(listDocumentRagIndexes, async ({ ctx, params }) => ({
  indexes: (await listRagIndexes(ctx, params.documentation_id)).map(presentRagIndex),
}));
