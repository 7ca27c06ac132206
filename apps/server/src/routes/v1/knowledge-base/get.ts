import { getKnowledgeBaseDocument } from "@chorus/contract";
import { getDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const getDocumentRoute = bindOperation(getKnowledgeBaseDocument, async ({ ctx, params }) =>
  presentDocument(await getDocument(ctx, params.documentation_id)),
);
