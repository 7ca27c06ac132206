import { refreshKnowledgeBaseDocument } from "@chorus/contract";
import { refreshDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const refreshRoute = bindOperation(refreshKnowledgeBaseDocument, async ({ ctx, params }) =>
  presentDocument(await refreshDocument(ctx, params.documentation_id)),
);
