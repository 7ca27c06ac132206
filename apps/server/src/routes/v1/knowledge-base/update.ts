import { updateKnowledgeBaseDocument } from "@chorus/contract";
import { updateDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const updateDocumentRoute = bindOperation(updateKnowledgeBaseDocument, async ({ ctx, params, body }) =>
  presentDocument(
    await updateDocument(ctx, params.documentation_id, {
      name: body.name ?? null,
      content: body.content ?? null,
    }),
  ),
);
