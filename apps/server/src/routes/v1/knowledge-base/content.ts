import { getKnowledgeBaseDocumentContent } from "@chorus/contract";
import { getDocumentContent } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const contentRoute = bindOperation(getKnowledgeBaseDocumentContent, async ({ ctx, params, reply }) =>
  reply
    .header("content-type", "text/plain; charset=utf-8")
    .send(await getDocumentContent(ctx, params.documentation_id)),
);
