import { computeDocumentRagIndex } from "@chorus/contract";
import { computeRagIndex } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentRagIndex } from "../../../presenters/knowledge-base-presenter.ts";

export const computeRagIndexRoute = bindOperation(computeDocumentRagIndex, async ({ ctx, params, body }) =>
  presentRagIndex(await computeRagIndex(ctx, params.documentation_id, body.model)),
);
